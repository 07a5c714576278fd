/** Western digits everywhere, the Gregorian calendar in Arabic too (DESIGN.md §6). */
export const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB');

/**
 * The back office's one way of writing a date and time, per language: «28 نوفمبر 2026 في 1:28 ص»
 * and "28 Nov 2026, 01:28" (`date`: without the time; `day`: «28 نوفمبر», a chart's axis). Month
 * names, not «28‏/11‏/2026»: slashes and digits turned around in right-to-left text
 * («1:28 .2026/11/28 ص»). Every field, list, card and chart uses this.
 */
export type DateStyle = 'datetime' | 'date' | 'day';

const OPTIONS: Record<'ar' | 'en', Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  ar: {
    datetime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    day: { day: 'numeric', month: 'long' },
  },
  en: {
    datetime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    date: { day: 'numeric', month: 'short', year: 'numeric' },
    day: { day: 'numeric', month: 'short' },
  },
};
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: string | number | Date | null | undefined, locale: string, style: DateStyle = 'datetime'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const lang = locale === 'en' ? 'en' : 'ar';
  const key = `${lang}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), OPTIONS[lang][style]);
    formats.set(key, format);
  }
  return format.format(date);
}
