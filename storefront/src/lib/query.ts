import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, toApiError } from '../api/client';

interface Entry {
  data: unknown;
  at: number;
}

/** Answers already fetched (or rendered by the server), by key: a revisit shows them at once. */
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();

export function primeCache(key: string, data: unknown): void {
  cache.set(key, { data, at: Date.now() });
}

/** Forgets every answer (the server render starts each page from its own data). */
export function clearCache(): void {
  cache.clear();
}

export function readCache<T>(key: string): T | undefined {
  return cache.get(key)?.data as T | undefined;
}

export function invalidate(prefix: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/** One request per key at a time; the answer is cached. */
export function fetchCached<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const p = fetcher()
    .then((data) => {
      cache.set(key, { data, at: Date.now() });
      return data;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a component: cached answers show at once and are refreshed when older than
 * `staleMs`; `key` null waits (e.g. until a user id is known). Errors never throw into render.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>, options: { staleMs?: number } = {}): QueryState<T> {
  const staleMs = options.staleMs ?? 30_000;
  const cached = key ? cache.get(key) : undefined;
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: ApiError | null; loading: boolean }>(() => ({
    key,
    data: cached?.data as T | undefined,
    error: null,
    loading: !!key && !cached,
  }));
  const [version, setVersion] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  // a new key shows its cached answer (or nothing) in the same render, never the previous key's data
  let view = state;
  if (state.key !== key) {
    view = { key, data: cached?.data as T | undefined, error: null, loading: !!key && !cached };
    setState(view);
  }

  useEffect(() => {
    if (!key) return;
    const entry = cache.get(key);
    if (entry && version === 0 && Date.now() - entry.at < staleMs) return;
    let alive = true;
    if (!entry) setState((s) => (s.key === key ? { ...s, loading: true, error: null } : s));
    fetchCached(key, () => fetcherRef.current())
      .then((data) => alive && setState({ key, data, error: null, loading: false }))
      .catch((error: unknown) => {
        const e = toApiError(error);
        if (alive && e.code !== 'aborted') setState((s) => (s.key === key ? { ...s, error: e, loading: false } : s));
      });
    return () => {
      alive = false;
    };
  }, [key, version, staleMs]);

  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setVersion((v) => v + 1);
  }, [key]);

  return { data: view.data, error: view.error, loading: view.loading, reload };
}
