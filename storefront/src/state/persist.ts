import { STORAGE_KEYS } from '@ward/shared/constants';

/**
 * The cart and the preferences live together under localStorage `ward-store` (SPEC.md §3) as
 * `{ "state": { language, direction, darkMode, theme, items, shipping, couponCode, country }, "version": 1 }`
 * — flat, so the back office can read `state.language` too. Each store writes only its own fields.
 */
export const STORE_KEY = STORAGE_KEYS.store;
export const STORE_VERSION = 1;

export type Persisted = Record<string, unknown>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (e.g. storage disabled)
  }
}

export function readPersisted(): Persisted {
  try {
    const raw = storage()?.getItem(STORE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as { state?: unknown };
    return parsed && typeof parsed.state === 'object' && parsed.state ? (parsed.state as Persisted) : {};
  } catch {
    return {};
  }
}

export function writePersisted(patch: Persisted): void {
  try {
    const state = { ...readPersisted(), ...patch };
    storage()?.setItem(STORE_KEY, JSON.stringify({ state, version: STORE_VERSION }));
  } catch {
    /* quota or private mode: the session still works from memory */
  }
}

/** Calls `apply` with the new persisted state when another tab writes `ward-store`. */
export function onPersistedChange(apply: (state: Persisted) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === STORE_KEY || event.key === null) apply(readPersisted());
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
