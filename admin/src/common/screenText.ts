import { useLocale } from 'react-admin';

export type TextTree = { [key: string]: string | TextTree };

/**
 * A lazily loaded screen's own texts (Arabic and English), kept out of the back office's first
 * bundle: `text('fields.secretKey')`, `text('offeredBy', { provider })`, in the admin's language.
 */
export function useScreenText(texts: { ar: TextTree; en: TextTree }): (key: string, params?: Record<string, string | number>) => string {
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  return (key, params = {}) => {
    const value = key
      .split('.')
      .reduce<string | TextTree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), texts[locale]);
    return typeof value === 'string' ? value.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')) : key;
  };
}
