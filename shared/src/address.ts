import { normalizeSearchText } from './normalize.js';

/**
 * The place part of an address as one line's pieces: street, district, city. A district the
 * street already names («…، حي الياسمين» with district «الياسمين») is written once.
 */
export function addressPlaceParts(a: { street: string; district?: string | null; city: string }): string[] {
  const district = a.district?.trim();
  const named = district && normalizeSearchText(a.street).includes(normalizeSearchText(district));
  return [a.street, named ? null : district, a.city].filter((p): p is string => !!p && p.trim() !== '');
}
