import { config, type z } from 'zod';
import type { Language } from '../constants.js';
import { isMessageKey, translate } from '../i18n/messages.js';

/** One translated message for a zod issue; custom messages are catalogue keys. */
export function issueMessage(issue: z.core.$ZodIssue, lang: Language): string {
  const params = {
    min: 'minimum' in issue ? String(issue.minimum) : '',
    max: 'maximum' in issue ? String(issue.maximum) : '',
  };
  if (isMessageKey(issue.message)) return translate(issue.message, lang, params);
  switch (issue.code) {
    case 'invalid_type':
      return translate(issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid', lang);
    case 'too_small':
      return translate(issue.origin === 'string' ? 'validation.minLength' : 'validation.min', lang, params);
    case 'too_big':
      return translate(issue.origin === 'string' ? 'validation.maxLength' : 'validation.max', lang, params);
    case 'invalid_value':
      return translate('validation.oneOf', lang);
    case 'unrecognized_keys':
      return translate('validation.unknownField', lang);
    default:
      return translate('validation.invalid', lang);
  }
}

/** Field path → translated messages (the storefront envelope's `errors`). */
export function fieldErrors(error: z.ZodError, lang: Language): Record<string, string[]> {
  // a Map: a field path is the client's key and may be `__proto__` or `constructor`
  const out = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const message = issueMessage(issue, lang);
    // two rules can fail with the same words ("call me" is too short and not digits): say it once
    if (!out.get(key)?.includes(message)) out.set(key, [...(out.get(key) ?? []), message]);
  }
  return Object.fromEntries(out);
}

/** Field path → first message (react-admin's `{ errors: { field: message } }`). */
export function firstFieldErrors(error: z.ZodError, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error, lang)).map(([k, v]) => [k, v[0]]));
}

/**
 * For the browser apps: zod compiles its object parsers with `new Function`, which the shop's
 * Content-Security-Policy (no 'unsafe-eval') refuses, so every form page logged a CSP
 * violation before zod fell back. Parsing without the compiled path is plenty fast for forms;
 * the server keeps it.
 */
export function disableZodJit(): void {
  config({ jitless: true });
}
