import type { Language } from '@ward/shared/constants';
import { disableZodJit, issueMessage } from '@ward/shared/validation/errors';
import type { z } from 'zod';
import type { FieldErrors } from './field-errors';

export { focusFirstError, serverFieldErrors, type FieldErrors } from './field-errors';

/**
 * Form validation with the rules of `@ward/shared` (SPEC.md §5, written once) and their
 * translated messages. Only the lazily loaded form routes import this (zod stays out of home).
 */
disableZodJit();

export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  lang: Language,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issueMessage(issue, lang);
  }
  return { ok: false, errors };
}
