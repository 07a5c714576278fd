import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** SPEC.md §9: a tooltip opens 700 ms after hover or focus; moving to the next within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;
let openCount = 0;

/** The delay before a tooltip opens, given when the previous one closed. */
export function tooltipDelay(now: number, closedAt = lastClosedAt, anyOpen = openCount > 0): number {
  return anyOpen || now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

/**
 * A visual hint for an icon control. The control keeps its own accessible name (aria-label), so
 * the bubble is hidden from screen readers; Escape closes it.
 */
export function Tooltip({ text, children, side = 'bottom' }: { text: string; children: ComponentChildren; side?: 'top' | 'bottom' }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isOpen = useRef(false);

  const show = () => {
    clearTimeout(timer.current);
    const delay = tooltipDelay(Date.now());
    const go = () => {
      if (!isOpen.current) openCount++;
      isOpen.current = true;
      setOpen(true);
    };
    if (delay === 0) go();
    else timer.current = setTimeout(go, delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (isOpen.current) {
      openCount--;
      lastClosedAt = Date.now();
    }
    isOpen.current = false;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => hide(), []);

  return (
    <span class="tooltip-anchor" onPointerEnter={show} onPointerLeave={hide} onFocusIn={show} onFocusOut={hide} onPointerDown={hide}>
      {children}
      {open ? (
        <span class={`tooltip tooltip-${side}`} role="tooltip" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  );
}
