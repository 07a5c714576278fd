import { useTranslate } from 'react-admin';

/**
 * A lazily loaded screen's words under one key (`ward.paymentsScreen`), read through the back
 * office's translate so registered `*.texts.ts` words get Polyglot's plurals and interpolation:
 * `text('fields.secretKey')`, `text('offeredBy', { provider })`.
 */
export function useScreenWords(prefix: string): (key: string, params?: Record<string, string | number>) => string {
  const translate = useTranslate();
  return (key, params = {}) => translate(`${prefix}.${key}`, params);
}
