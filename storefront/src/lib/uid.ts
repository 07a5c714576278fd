import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';

/**
 * Element ids that match between the server's HTML and the browser's hydration when parts of a
 * page hydrate later, each as a root of its own (components/Later.tsx). Preact's `useId` counts
 * on one root in render order: a part hydrated later would count anew and the ids would differ
 * from the server's — a label or `aria-labelledby` would then point at nothing. Here every
 * `Later` takes one id from its parent's scope and opens a scope of its own, on the server as in
 * the browser, so the count inside a part never depends on when it hydrates.
 */
export interface UidScope {
  prefix: string;
  next: number;
}

export const newUidScope = (prefix: string): UidScope => ({ prefix, next: 0 });

/** The app opens the root scope; outside it (component tests) ids still differ from each other. */
export const UidContext = createContext<UidScope>(newUidScope('u'));

/** An id for this component's lifetime, unique in the page and the same on the server. */
export function useUid(): string {
  const scope = useContext(UidContext);
  const [id] = useState(() => `${scope.prefix}${scope.next++}`);
  return id;
}
