import { API_TIMEOUT_MS, STORAGE_KEYS } from '@ward/shared/constants';
import { preferencesStore } from '../state/preferences';

/** SPEC.md §8: every failed call becomes one of these (message, HTTP status, field errors). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status = 500,
    readonly fields: Record<string, string[]> | null = null,
    readonly code: 'http' | 'network' | 'timeout' | 'aborted' | 'parse' = 'http',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, if the server sent one. */
  field(name: string): string | undefined {
    return this.fields?.[name]?.[0];
  }
}

interface Envelope<T> {
  isSuccess: boolean;
  data: T | null;
  message: string | null;
  errors: Record<string, string[]> | null;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const TRANSPORT_MESSAGES = {
  ar: {
    network: 'تعذر الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.',
    timeout: 'انتهت مهلة الطلب. حاول مرة أخرى.',
    unknown: 'حدث خطأ غير معروف',
  },
  en: {
    network: 'Could not reach the server. Check your connection and try again.',
    timeout: 'The request timed out. Please try again.',
    unknown: 'Unknown error occurred',
  },
} as const;

/** `reason`: the server's words when it ended the session (a blocked account), else null. */
type TokenListener = (reason: string | null) => void;
const tokenListeners = new Set<TokenListener>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** SPEC.md §8: a 401 clears the stored token (the auth state listens, and shows `reason`). */
export function clearToken(reason: string | null = null): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    /* ignore */
  }
  for (const l of [...tokenListeners]) l(reason);
}

export function onTokenCleared(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * One call to the storefront API: 30 s timeout, JSON, the UI language as Accept-Language (the
 * server translates `message`), the bearer token when stored; the envelope is unwrapped to `data`.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const lang = preferencesStore.get().language;
  const words = TRANSPORT_MESSAGES[lang] ?? TRANSPORT_MESSAGES.ar;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timedOut) throw new ApiError(words.timeout, 500, null, 'timeout');
    if (options.signal?.aborted) throw new ApiError('aborted', 0, null, 'aborted');
    void error; // the browser's own text ("Failed to fetch") means nothing to a shopper
    throw new ApiError(words.network, 500, null, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  let body: Envelope<T> | null = null;
  try {
    const text = await res.text();
    body = text ? (JSON.parse(text) as Envelope<T>) : null;
  } catch {
    body = null;
  }
  if (res.status === 401) clearToken(body?.message ?? null);
  if (!res.ok || !body || body.isSuccess === false) {
    const message = body?.message || (res.ok ? words.unknown : res.statusText) || words.unknown;
    throw new ApiError(message, res.ok ? 500 : res.status || 500, body?.errors ?? null, body ? 'http' : res.ok ? 'parse' : 'http');
  }
  return body.data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** A message for any thrown value (non-API errors are status 500 with their own message). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  const lang = preferencesStore.get().language;
  return (TRANSPORT_MESSAGES[lang] ?? TRANSPORT_MESSAGES.ar).unknown;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(errorMessage(error), 500);
}
