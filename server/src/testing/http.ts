/** A small real-HTTP client for tests: JSON in, status + headers + parsed body out. */
export interface HttpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
  /** raw body, sent as is */
  raw?: string | Buffer | FormData;
}

export function http(baseUrl: string) {
  async function request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['accept-language'] = options.lang;
    let payload: RequestInit['body'] | undefined;
    if (options.raw !== undefined) payload = options.raw as RequestInit['body'];
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return {
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
    put: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
    patch: <T = any>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
    delete: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
    request,
  };
}
export type Http = ReturnType<typeof http>;
