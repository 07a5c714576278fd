import { createHash, timingSafeEqual } from 'node:crypto';

/** True when `given` equals `expected`, compared in constant time (digests, so lengths do not leak). */
export function sameSecret(given: string | undefined | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
