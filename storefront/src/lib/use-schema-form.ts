import { useRef, useState } from 'preact/hooks';
import type { z } from 'zod';
import { useLanguage } from '../state/preferences';
import { focusFirstError, serverFieldErrors, validate, type FieldErrors } from './form';

/** The keys of V whose values are plain text (what an input edits). */
type TextKey<V> = { [K in keyof V]: string extends V[K] ? (V[K] extends string ? K : never) : never }[keyof V];

/** What a form does with its checked input, and its own extra rules and field names. */
export interface Submission<T> {
  /** Sends the checked data and does what success means for this form (toast, route, reset). */
  send: (data: T) => Promise<unknown>;
  /** The message above the form when `send` throws. */
  failure: (err: unknown) => string;
  /** Rules beyond the schema, checked once it passes: the errors to show, or null. */
  check?: (data: T) => FieldErrors | null;
  /** The schema's error names → the form's fields (where the schema speaks the server's names). */
  fromSchema?: (errors: FieldErrors) => FieldErrors;
  /** The server's field names → the form's (see `serverFieldErrors`). */
  fromServer?: Record<string, string>;
}

/**
 * The state and submit flow every storefront form shares, written once so that each form
 * keeps only what is its own (the request, what success does, the failure message).
 * `submit(e, schema, input, { send, failure })` validates with the shared schema in the
 * shopper's language; on failure it shows the errors and focuses the first invalid field;
 * else it marks the form busy, clears old errors, sends, and shows the server's field errors
 * and `failure(err)` if that throws.
 * Imports `lib/form` (zod): only the lazily loaded form routes may use it.
 */
export function useSchemaForm<V extends object>(initial: V | (() => V)) {
  const lang = useLanguage();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((s) => ({ ...s, [key]: value }));

  /** A text field's value, setter and error in one: `<Field {...bind('email')} />`. */
  const bind = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onValue: set(key) as (value: string) => void,
    error: errors[key as string],
  });

  /** Shows errors found before sending and focuses the first invalid field. */
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(form.current);
  };

  const submit = async <S extends z.ZodType>(
    e: Event,
    schema: S,
    input: unknown,
    { send, failure, check, fromSchema, fromServer }: Submission<z.infer<S>>,
  ): Promise<void> => {
    e.preventDefault();
    const checked = validate(schema, input, lang);
    if (!checked.ok) return invalid(fromSchema ? fromSchema(checked.errors) : checked.errors);
    const extra = check?.(checked.data);
    if (extra) return invalid(extra);
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await send(checked.data);
    } catch (err) {
      setErrors(serverFieldErrors(err, fromServer));
      setFormError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, bind, errors, setErrors, formError, setFormError, busy, form, invalid, submit };
}
