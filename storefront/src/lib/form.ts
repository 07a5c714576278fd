import type { Language } from '@ward/shared/constants';
import { disableZodJit, issueMessage } from '@ward/shared/validation/errors';
import type { z } from 'zod';
import { ApiError } from '../api/client';

/**
 * Form validation with the rules of `@ward/shared` (SPEC.md §5, written once) and their
 * translated messages. Only the lazily loaded form routes import this (zod stays out of home).
 */
export type FieldErrors = Record<string, string>;

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

/** The server's field errors (its names may be PascalCase: Email, NewPassword) as first messages. */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    if (!messages?.length) continue;
    const name = rename[field] ?? field.charAt(0).toLowerCase() + field.slice(1);
    out[name] ??= messages[0];
  }
  return out;
}

/** Moves focus to the first invalid field (after the errors rendered). */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
