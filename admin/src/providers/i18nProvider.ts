import polyglotI18nProvider from 'ra-i18n-polyglot';
import ar from '../i18n/ar';
import en from '../i18n/en';
import { withScreenTexts } from '../i18n/screen-texts';
import { initialLocale, LOCALES } from './locale';
import { store } from './store';

export const dictionaries = { ar, en };

/**
 * Arabic by default, English second; Polyglot applies Arabic plural rules for 'ar'. Words of
 * lazily loaded screens (`*.texts.ts`, `registerScreenTexts`) are looked up first.
 */
export const i18nProvider = withScreenTexts(
  polyglotI18nProvider((locale) => (locale === 'en' ? en : ar), initialLocale(store.getItem('locale')), [...LOCALES], {
    allowMissing: true,
  }),
);
