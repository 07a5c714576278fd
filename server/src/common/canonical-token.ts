/**
 * One spelling per token (issue 26 §5): every part of a signed link or header decodes only when
 * encoding it again gives the very text that came in. Lenient decoders read `0a` and `a` as one
 * base-36 id, skip junk after hex digits, and ignore base64's spare bits, so one signature would
 * otherwise stand for several strings (and pass a check that compares them elsewhere).
 */

/** A positive id as `toString(radix)` writes it (no leading zeros, lower case), or null. */
export function canonicalId(text: string, radix: 10 | 36): number | null {
  const value = parseInt(text, radix);
  return Number.isSafeInteger(value) && value > 0 && value.toString(radix) === text ? value : null;
}

/** The bytes of unpadded base64url text that `toString('base64url')` writes exactly so, or null. */
export function canonicalBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The bytes of lower-case hex text (an even number of digits and nothing else), or null. */
export function canonicalHex(text: string): Buffer | null {
  return /^(?:[0-9a-f]{2})+$/.test(text) ? Buffer.from(text, 'hex') : null;
}
