import type { Language } from '@ward/shared/constants';
import type { z } from 'zod';
import type { FieldErrors } from './field-errors';

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * A form on a page that is not about forms (the home page's newsletter, a product's "tell me
 * when it is back") checks its input with the shared rules, loaded on first use (issue 40): the
 * schema's module and zod come when the shopper first focuses or types in the form (`load`) and
 * are ready by the time they send it (`validate`). Until then the form is plain HTML.
 */
export function lazyValidation<S extends z.ZodType>(loadSchema: () => Promise<S>) {
  let pending: Promise<{ schema: S; form: typeof import('./form') }> | null = null;
  const load = () =>
    (pending ??= Promise.all([loadSchema(), import('./form')])
      .then(([schema, form]) => ({ schema, form }))
      .catch((error: unknown) => {
        pending = null; // a failed chunk load is tried again on the next use
        throw error;
      }));
  return {
    /** starts loading (onFocusIn / onInput); safe to call any number of times */
    load: () => void load().catch(() => undefined),
    async validate(values: unknown, lang: Language): Promise<Checked<z.infer<S>>> {
      const { schema, form } = await load();
      return form.validate(schema, values, lang);
    },
  };
}
