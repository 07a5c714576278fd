import polyglotI18nProvider from 'ra-i18n-polyglot';
import ar from '../i18n/ar';
import en from '../i18n/en';
import { initialLocale, LOCALES } from './locale';
import { store } from './store';

export const dictionaries = { ar, en };

/** Arabic by default, English second; Polyglot applies Arabic plural rules for 'ar'. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? en : ar),
  initialLocale(store.getItem('locale')),
  [...LOCALES],
  { allowMissing: true },
);
