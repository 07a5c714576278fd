import type { Language } from '../constants.js';

/**
 * Counted nouns with correct number agreement. Arabic has six forms (CLDR: zero, one, two, few
 * 3–10, many 11–99, other 100+): «حرف واحد، حرفين، 3 أحرف، 11 حرفاً، 100 حرف». `#` stands for the
 * number (Western digits, DESIGN.md §6).
 */
export interface PluralForms {
  one: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
  zero?: string;
}

const rules: Partial<Record<Language, Intl.PluralRules>> = {};

/** The right form for `count` in `lang`, with `#` replaced by the number. */
export function plural(count: number, forms: PluralForms, lang: Language): string {
  const rule = (rules[lang] ??= new Intl.PluralRules(lang === 'ar' ? 'ar' : 'en'));
  const category = rule.select(count);
  const form = forms[category] ?? forms.other;
  return form.replace('#', String(count));
}

/** The nouns the catalogue counts: `%{min|letters}` in a message reads «حرفين» / "2 characters". */
export const COUNTED_NOUNS = {
  letters: {
    ar: { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفاً', other: '# حرف' },
    en: { one: '1 character', other: '# characters' },
  },
  digits: {
    ar: { zero: '# رقم', one: 'رقم واحد', two: 'رقمين', few: '# أرقام', many: '# رقماً', other: '# رقم' },
    en: { one: '1 digit', other: '# digits' },
  },
  pieces: {
    ar: { zero: '# قطعة', one: 'قطعة واحدة', two: 'قطعتين', few: '# قطع', many: '# قطعة', other: '# قطعة' },
    en: { one: '1 piece', other: '# pieces' },
  },
  rows: {
    ar: { zero: '# صف', one: 'صف واحد', two: 'صفين', few: '# صفوف', many: '# صفاً', other: '# صف' },
    en: { one: '1 row', other: '# rows' },
  },
  times: {
    ar: { zero: '# مرة', one: 'مرة واحدة', two: 'مرتين', few: '# مرات', many: '# مرة', other: '# مرة' },
    en: { one: 'once', other: '# times' },
  },
  samples: {
    ar: { zero: '# عينة', one: 'عينة واحدة', two: 'عينتين', few: '# عينات', many: '# عينة', other: '# عينة' },
    en: { one: '1 sample', other: '# samples' },
  },
} as const satisfies Record<string, Record<Language, PluralForms>>;
export type CountedNoun = keyof typeof COUNTED_NOUNS;

/** `%{name}` → the value; `%{name|noun}` → the counted noun in agreement with the value. */
export function fillTemplate(template: string, lang: Language, params: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)(?:\|(\w+))?\}/g, (_, name: string, noun?: string) => {
    const value = params[name];
    if (noun && noun in COUNTED_NOUNS && value !== undefined && value !== '' && Number.isFinite(Number(value)))
      return plural(Number(value), COUNTED_NOUNS[noun as CountedNoun][lang], lang);
    return String(value ?? '');
  });
}
