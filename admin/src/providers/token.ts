import { ADMIN_ROLE_VALUES, NAME_IDENTIFIER_CLAIM, ROLE_CLAIM } from '@ward/shared';

/** The claims the admin reads from the stored JWT (SPEC.md §3, DESIGN.md §4). */
export interface Claims {
  sub?: string;
  name?: string;
  exp?: number;
  [ROLE_CLAIM]?: string | string[];
  [NAME_IDENTIFIER_CLAIM]?: string;
}

/** Decodes a JWT's payload without verifying it (the server verifies every call). */
export function decodeToken(token: string): Claims {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  // UTF-8 (Arabic names) without TextDecoder, which some test environments lack
  const utf8 = Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  const claims: unknown = JSON.parse(decodeURIComponent(utf8));
  if (!claims || typeof claims !== 'object') throw new Error('no claims');
  return claims;
}

export type GuardDecision =
  { admin: true; claims: Claims } | { admin: false; reason: 'no-token' | 'not-admin' | 'expired' | 'invalid'; error?: unknown };

/**
 * The admin guard of SPEC.md §6: role claim 'Admin' or '0' is an admin; no token, a token that
 * cannot be decoded or an expired one is not.
 */
export function guardDecision(token: string | null, now = Date.now()): GuardDecision {
  if (!token) return { admin: false, reason: 'no-token' };
  let claims: Claims;
  try {
    claims = decodeToken(token);
  } catch (error) {
    return { admin: false, reason: 'invalid', error };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { admin: false, reason: 'expired' };
  const raw = claims[ROLE_CLAIM];
  const roles = (Array.isArray(raw) ? raw : [raw]).map((r) => String(r ?? ''));
  return roles.some((r) => ADMIN_ROLE_VALUES.includes(r)) ? { admin: true, claims } : { admin: false, reason: 'not-admin' };
}
