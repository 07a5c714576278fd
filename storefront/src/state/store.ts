import { useEffect, useReducer, useRef } from 'preact/hooks';
import { isHydrating } from '../lib/hydration';

export type Listener = () => void;

export interface Store<T> {
  get(): T;
  set(next: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: Listener): () => void;
}

const stores = new Set<Store<object>>();
const serverState = new Map<Store<object>, object>();

/** Keeps every store's value the server's HTML was rendered with, before the shopper's own state loads. */
export function rememberServerState(): void {
  for (const store of stores) serverState.set(store, store.get());
}

/** What a component renders from now: the state the server rendered with while hydrating, else the store's. */
function renderedState<T extends object>(store: Store<T>): T {
  return isHydrating() && serverState.has(store) ? (serverState.get(store) as T) : store.get();
}

/** A tiny observable store: shallow-merged updates, synchronous notification. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  const store: Store<T> = {
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
  stores.add(store);
  return store;
}

const identity = <T>(v: T) => v;

/**
 * Re-renders the component when the selected slice changes (Object.is). While hydrating it reads
 * what the server rendered with (lib/hydration.ts); the subscription below then catches up.
 */
export function useStore<T extends object, S = T>(store: Store<T>, selector: (state: T) => S = identity as never): S {
  const [, force] = useReducer((n: number) => n + 1, 0);
  const selected = selector(renderedState(store));
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
