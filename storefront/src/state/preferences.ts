import { DEFAULT_LANGUAGE, type Language } from '@ward/shared/constants';
import { onPersistedChange, readPersisted, writePersisted, type Persisted } from './persist';
import { createStore, useStore } from './store';

export type Direction = 'rtl' | 'ltr';
export type Theme = 'light' | 'dark' | 'system';

export interface Preferences {
  language: Language;
  direction: Direction;
  /** the resolved mode: what the document shows now */
  darkMode: boolean;
  theme: Theme;
}

/** SPEC.md §3/§9: language ar, direction rtl, dark mode off. */
export const DEFAULT_PREFERENCES: Preferences = { language: DEFAULT_LANGUAGE, direction: 'rtl', darkMode: false, theme: 'light' };

/** A stored or unknown value reads as Arabic unless it is a language we have (SPEC.md §1 fallback). */
export function normalizeLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : 'ar';
}

/** SPEC.md §4: `ar` gives rtl (and the Arabic font), any other language ltr (and the Latin font). */
export function directionOf(language: string): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

function resolveDark(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark());
}

function fromPersisted(state: Persisted): Preferences {
  const language = normalizeLanguage(state.language);
  const theme: Theme =
    state.theme === 'dark' || state.theme === 'system' || state.theme === 'light'
      ? state.theme
      : state.darkMode === true
        ? 'dark'
        : 'light';
  return { language, direction: directionOf(language), theme, darkMode: resolveDark(theme) };
}

export const preferencesStore = createStore<Preferences>(DEFAULT_PREFERENCES);

/**
 * Puts the preferences on <html>: lang, dir, the font family class and the `dark` class. Writes
 * only what differs: a server-rendered page already has them, and any write to <html> makes the
 * browser recompute every element's style.
 */
export function applyToDocument(p: Preferences = preferencesStore.get()): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  if (html.lang !== p.language) html.lang = p.language;
  if (html.dir !== p.direction) html.dir = p.direction;
  html.classList.toggle('font-arabic', p.language === 'ar');
  html.classList.toggle('font-latin', p.language !== 'ar');
  // the stylesheet's `html.dark` also sets color-scheme
  html.classList.toggle('dark', p.darkMode);
}

/** The server renders product and listing pages in this language (it cannot read localStorage). */
export const LANGUAGE_COOKIE = 'ward-lang';

function writeLanguageCookie(language: Language) {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    /* ignore */
  }
}

function commit(patch: Partial<Preferences>): void {
  const before = preferencesStore.get().language;
  preferencesStore.set(patch);
  const p = preferencesStore.get();
  writePersisted({ language: p.language, direction: p.direction, darkMode: p.darkMode, theme: p.theme });
  if (p.language !== before) writeLanguageCookie(p.language);
  applyToDocument(p);
}

/**
 * SPEC.md §4: `ar` gives rtl and the Arabic font; any other language gives ltr and the Latin
 * font — English, our only other dictionary, stands for it.
 */
export function setLanguage(language: string): void {
  const lang: Language = language === 'ar' ? 'ar' : 'en';
  commit({ language: lang, direction: directionOf(language) });
}

export function toggleLanguage(): void {
  setLanguage(preferencesStore.get().language === 'ar' ? 'en' : 'ar');
}

export function setTheme(theme: Theme): void {
  commit({ theme, darkMode: resolveDark(theme) });
}

/** The header's toggle: flips what is shown now and remembers it as an explicit choice. */
export function toggleDarkMode(): void {
  setTheme(preferencesStore.get().darkMode ? 'light' : 'dark');
}

let started = false;
/** Loads the saved preferences, applies them, follows other tabs and the system theme. */
export function initPreferences(): void {
  preferencesStore.set(fromPersisted(readPersisted()));
  applyToDocument();
  if (typeof document !== 'undefined' && !document.cookie.includes(`${LANGUAGE_COOKIE}=${preferencesStore.get().language}`)) {
    writeLanguageCookie(preferencesStore.get().language);
  }
  if (started || typeof window === 'undefined') return;
  started = true;
  onPersistedChange((state) => {
    preferencesStore.set(fromPersisted(state));
    applyToDocument();
  });
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
      const p = preferencesStore.get();
      if (p.theme === 'system') {
        preferencesStore.set({ darkMode: resolveDark('system') });
        applyToDocument();
      }
    });
  }
}

export const usePreferences = () => useStore(preferencesStore);
export const useLanguage = () => useStore(preferencesStore, (p) => p.language);
