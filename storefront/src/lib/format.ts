import type { Language } from '@ward/shared/constants';
import { formatSar } from '@ward/shared/money';
import { formatGrouped } from '@ward/shared/number-format';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Western digits in Arabic too (DESIGN.md §6): ar-SA-u-nu-latn. */
export const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' };

/** "1,250.00 ر.س" / "SAR 1,250.00", as the back office writes it too. */
export const formatMoney = (amount: number, lang: Language, decimals = 2): string => formatSar(amount, lang, decimals);

/** Intl.NumberFormat(LOCALES[lang])'s digits without Intl: no ICU start-up cost in a page's first render. */
export function formatNumber(value: number, lang: Language, decimals = 0): string {
  return formatGrouped(value, lang, decimals);
}

export function formatDate(iso: string | null | undefined, lang: Language, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${lang}:${withTime}`;
  let f = dateFormats.get(key);
  if (!f) {
    // day month year, as the Gulf writes English dates
    f = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : LOCALES[lang], {
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f.format(date);
}

/** Parts of an address on one line, with the comma of the UI language ("،" or ","). */
export function joinParts(parts: Array<string | null | undefined>, lang: Language): string {
  return parts.filter(Boolean).join(lang === 'ar' ? '، ' : ', ');
}
