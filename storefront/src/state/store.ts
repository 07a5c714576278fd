import { useEffect, useReducer, useRef } from 'preact/hooks';

export type Listener = () => void;

export interface Store<T> {
  get(): T;
  set(next: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: Listener): () => void;
}

/** A tiny observable store: shallow-merged updates, synchronous notification. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(next) {
      const patch = typeof next === 'function' ? next(state) : next;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const identity = <T>(v: T) => v;

/** Re-renders the component when the selected slice changes (Object.is). */
export function useStore<T extends object, S = T>(store: Store<T>, selector: (state: T) => S = identity as never): S {
  const [, force] = useReducer((n: number) => n + 1, 0);
  const selected = selector(store.get());
  const latest = useRef({ selector, selected });
  latest.current = { selector, selected };
  useEffect(() => {
    const check = () => {
      const next = latest.current.selector(store.get());
      if (!Object.is(next, latest.current.selected)) force(0);
    };
    const unsubscribe = store.subscribe(check);
    check(); // the store may have changed between render and subscribe
    return unsubscribe;
  }, [store]);
  return selected;
}
