import { API_TIMEOUT_MS, STORAGE_KEYS } from '@ward/shared';
import { fetchUtils } from 'react-admin';

/** The admin API's base path (DESIGN.md §3). */
export const API_URL = '/api/admin';

/** Headers every call sends: the stored bearer token and the admin's language. */
export function apiHeaders(locale: () => string): Record<string, string> {
  const token = window.localStorage.getItem(STORAGE_KEYS.token);
  return { Accept: 'application/json', 'Accept-Language': locale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** fetchJson with the token, the language and SPEC.md §7's 30-second timeout. */
export function createHttpClient(locale: () => string) {
  return (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(apiHeaders(locale))) if (!headers.has(name)) headers.set(name, value);
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    return fetchUtils.fetchJson(url, { ...options, headers, signal });
  };
}
