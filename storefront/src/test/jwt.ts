import { ROLE_CLAIM } from '@ward/shared/constants';

const b64url = (s: string) =>
  btoa(unescape(encodeURIComponent(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned token with the server's claim names (the client never verifies signatures). */
export function fakeToken(claims: { sub?: string; role?: string; name?: string; exp?: number; [k: string]: unknown } = {}): string {
  const { role = 'Customer', sub = '7', name = 'سارة', exp = Math.floor(Date.now() / 1000) + 3600, ...rest } = claims;
  const payload = { sub, [ROLE_CLAIM]: role, name, exp, ...rest };
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.signature`;
}
