import { ApiError } from '../api/client';

/** A form's errors by field name (`_` for the whole form); no zod here, forms load it on first use. */
export type FieldErrors = Record<string, string>;

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
