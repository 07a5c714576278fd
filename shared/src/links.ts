/**
 * The one rule for every link an admin sets that visitors follow (banner links, social links,
 * carrier tracking templates): an https URL, or — where a page of this shop is meant — a path on
 * this site. Never `javascript:`, `data:` or `vbscript:`; never a backslash, a space or a control
 * character, which browsers drop or read as `/` (`/\evil.example` and `/<tab>/evil.example` both
 * open evil.example). Kept free of zod so the storefront checks what it renders with it too.
 */
export interface LinkRule {
  /** a path on this site (`/products?categoryId=3`) is allowed as well as https */
  sitePath: boolean;
}

const UNSAFE_CHARACTER = /[\s\\\u0000-\u001f\u007f-\u009f<>"'`]/;
/** https, a host name (letters, digits, dots, hyphens: no user info, no `@`), an optional port, then anything */
const HTTPS_URL = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#].*)?$/i;

export function isSafeLink(value: string, rule: LinkRule): boolean {
  if (!value || UNSAFE_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) return rule.sitePath && !value.startsWith('//');
  return HTTPS_URL.test(value);
}
