import polyglotI18nProvider from 'ra-i18n-polyglot';
import ar from '../i18n/ar';
import { withScreenTexts } from '../i18n/screen-texts';
import { initialLocale, LOCALES } from './locale';
import { store } from './store';

/** English is fetched when it is wanted: Arabic is the shop's first language, and most admins keep it. */
const english = () => import('../i18n/en').then((m) => m.default);

/**
 * Arabic by default, English second; Polyglot applies Arabic plural rules for 'ar'. Words of
 * lazily loaded screens (`*.texts.ts`, `registerScreenTexts`) are looked up first.
 */
export const i18nProvider = withScreenTexts(
  polyglotI18nProvider((locale) => (locale === 'en' ? english() : ar), 'ar', [...LOCALES], { allowMissing: true }),
);

/** The admin's language before the first render (main.tsx): an admin who works in English waits for its words here. */
export async function startInAdminsLanguage(): Promise<void> {
  const wanted = initialLocale(store.getItem('locale'));
  if (wanted !== i18nProvider.getLocale()) await i18nProvider.changeLocale(wanted);
}
