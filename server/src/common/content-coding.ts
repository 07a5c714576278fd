import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './micro-cache.js';

/** Bodies smaller than this go out as they are (the same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/** The coding to answer with for an Accept-Encoding header: br over gzip, never one given q=0. */
export function pickCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p));
    if (refused) continue;
    const name = rawName.trim().toLowerCase();
    if (name === 'br' || name === '*') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export function compress(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}
