import { Injectable } from '@nestjs/common';

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

export type ContentCoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** the identity bytes */
  body: Buffer;
  etag: string;
  /** the finished answer's headers (security headers included) as a flat [name, value, …] list, without length or coding */
  headers: string[];
  /** compressed variants, made on the first request that accepts them */
  coded: Partial<Record<ContentCoding, Buffer>>;
}

/**
 * A few seconds of memory for finished public answers (same language and URL → same bytes),
 * cleared on every admin write. Each instance keeps its own; nothing another instance needs.
 */
@Injectable()
export class MicroCache {
  private readonly entries = new Map<string, { at: number; answer: CachedAnswer }>();

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: Date.now(), answer });
  }

  clear(): void {
    this.entries.clear();
  }
}
