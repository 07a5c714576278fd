import type { FastifyInstance } from 'fastify';

export type Language = 'ar' | 'en';

/** A storefront API call answered in-process: the `data` of its envelope, or an error with the status. */
export type FetchJson = <T>(path: string, lang: Language) => Promise<T>;

/** One storefront API call in-process (same validation, envelope and caching as over HTTP). */
export function inProcessApi(fastify: FastifyInstance): FetchJson {
  return async <T>(path: string, lang: Language): Promise<T> => {
    const res = await fastify.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } });
    let body: { isSuccess?: boolean; data?: T; message?: string } = {};
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    if (res.statusCode >= 400 || !body.isSuccess)
      throw Object.assign(new Error(body.message ?? `GET ${path}: ${res.statusCode}`), { status: res.statusCode });
    return body.data as T;
  };
}
