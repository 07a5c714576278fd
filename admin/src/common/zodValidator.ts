import { disableZodJit, issueMessage, type Language } from '@ward/shared';
import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type { z } from 'zod';
import { isPendingFile } from '../providers/uploads';

disableZodJit();

type Errors = Record<string, unknown>;

/** A picked image is valid in the form; its `/media/` URL arrives when the data provider uploads it. */
const asSubmitted = (value: unknown): unknown => {
  if (isPendingFile(value)) return { url: '/media/pending.webp' };
  if (Array.isArray(value)) return value.map(asSubmitted);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asSubmitted(v)]));
  }
  return value;
};

function setPath(target: Errors, path: PropertyKey[], message: string): void {
  const keys = path.length ? path.map(String) : ['root'];
  let node = target;
  keys.slice(0, -1).forEach((k) => (node = (node[k] ??= {}) as Errors));
  const last = keys[keys.length - 1];
  if (node[last] === undefined) node[last] = message;
}

/**
 * react-admin form validation from a shared zod schema (SPEC.md §5 rules live in @ward/shared,
 * never here): each issue becomes the catalogue's message on its field, in the admin's language.
 */
export function zodValidator(schema: z.ZodType, lang: Language, prepare: (values: Errors) => unknown = (v) => v) {
  return (values: Errors): Errors => {
    const result = schema.safeParse(asSubmitted(prepare(values)));
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) setPath(errors, issue.path, issueMessage(issue, lang));
    return errors;
  };
}

export function useZodValidator(schema: z.ZodType, prepare?: (values: Errors) => unknown) {
  const locale = useLocale() as Language;
  return useMemo(() => zodValidator(schema, locale, prepare), [schema, locale, prepare]);
}
