import { useEffect, useRef } from 'preact/hooks';
import type { Step } from './StepList';

/** A new step moves focus to its heading (screen readers hear where they are); not on arrival. */
export function useStepFocus(step: Step) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}
