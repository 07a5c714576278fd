import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';

export { i18nProvider } from './i18nProvider';
export { store } from './store';
export type { WardDataProvider } from './dataProvider';

export const authProvider = createAuthProvider();
export const dataProvider = createDataProvider({
  locale: () => i18nProvider.getLocale(),
  translate: (key, options) => i18nProvider.translate(key, options),
});
