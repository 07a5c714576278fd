import type { Language } from '@ward/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { initialLocale, LOCALES } from './locale';
import { store } from './store';

type Dictionary = TranslationMessages;

const loaders: Record<Language, () => Promise<{ default: Dictionary }>> = {
  ar: () => import('../i18n/ar'),
  en: () => import('../i18n/en'),
};
const loaded: Partial<Record<Language, Dictionary>> = {};
const asLanguage = (locale: string): Language => (locale === 'en' ? 'en' : 'ar');

async function dictionary(language: Language): Promise<Dictionary> {
  return (loaded[language] ??= (await loaders[language]()).default);
}

const first = initialLocale(store.getItem('locale'));
// each admin downloads the dictionary of the language they work in; the other one when they switch
await dictionary(first);

/** Arabic by default, English second; Polyglot applies Arabic plural rules for 'ar'. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => loaded[asLanguage(locale)] ?? dictionary(asLanguage(locale)),
  first,
  [...LOCALES],
  { allowMissing: true },
);
