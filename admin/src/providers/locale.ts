import { STORAGE_KEYS, type Language } from '@ward/shared';

export const LOCALES: ReadonlyArray<{ locale: Language; name: string }> = [
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
];

const isLanguage = (v: unknown): v is Language => v === 'ar' || v === 'en';

/** The storefront's persisted preferences (`ward-store`), read tolerantly: its shape is its own. */
function storefrontPreference(storage: Storage, key: 'language' | 'darkMode'): unknown {
  try {
    type Stored = { state?: Stored; preferences?: Stored } & Record<string, unknown>;
    const raw = JSON.parse(storage.getItem(STORAGE_KEYS.store) ?? 'null') as Stored | null;
    const prefs = raw?.state?.preferences ?? raw?.preferences ?? raw?.state ?? raw;
    return prefs?.[key];
  } catch {
    return undefined;
  }
}

/**
 * The first language: the admin's own choice (react-admin store), else the shop's persisted
 * preference, else Arabic (SPEC.md §1).
 */
export function initialLocale(stored: unknown, storage: Storage = window.localStorage): Language {
  if (isLanguage(stored)) return stored;
  const shop = storefrontPreference(storage, 'language');
  return isLanguage(shop) ? shop : 'ar';
}

/** Light unless the admin chose dark here or on the storefront (dark mode is off by default). */
export function initialTheme(stored: unknown, storage: Storage = window.localStorage): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') return stored;
  return storefrontPreference(storage, 'darkMode') === true ? 'dark' : 'light';
}

export const directionOf = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** `<html dir lang>` follows the language (SPEC.md §4). */
export function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
