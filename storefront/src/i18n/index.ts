import type { Language } from '@ward/shared/constants';
import { useCallback } from 'preact/hooks';
import { preferencesStore, setLanguage, useLanguage } from '../state/preferences';
import { createStore, useStore } from '../state/store';
import { ar } from './ar';

/** A dictionary entry: a text with `{name}` placeholders, or plural forms chosen by `{count}`. */
export type Entry = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Dictionary = Record<keyof typeof ar, Entry>;
export type MessageKey = keyof typeof ar;
export type Params = Record<string, string | number>;

/**
 * Arabic is bundled (default and fallback); English is its own small chunk, loaded before the
 * UI switches to it (`loadDictionary`), so Arabic shoppers never download it.
 */
export const dictionaries: Partial<Record<Language, Dictionary>> = { ar };
/** bumps when a dictionary arrives, so components re-render with it */
const dictionaryStore = createStore({ loaded: 1 });

const loading: Partial<Record<Language, Promise<void>>> = {};

/** Switches the UI language once its dictionary is here (no flash of the fallback). */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadDictionary(lang).catch(() => undefined);
  setLanguage(lang);
}

// another tab may switch the language: fetch its dictionary then
preferencesStore.subscribe(() => {
  const lang = preferencesStore.get().language;
  if (!dictionaries[lang]) void loadDictionary(lang).catch(() => undefined);
});

export function hasDictionary(lang: Language): boolean {
  return !!dictionaries[lang];
}

export function registerDictionary(lang: Language, dict: Dictionary): void {
  dictionaries[lang] = dict;
  dictionaryStore.set((s) => ({ loaded: s.loaded + 1 }));
}

export function loadDictionary(lang: Language): Promise<void> {
  if (dictionaries[lang]) return Promise.resolve();
  return (loading[lang] ??= import('./en').then(
    (m) => registerDictionary('en', m.en),
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  ));
}

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

function pick(entry: Entry, lang: Language, params: Params): string {
  if (typeof entry === 'string') return entry;
  const count = Number(params.count ?? 0);
  const rules = (pluralRules[lang] ??= new Intl.PluralRules(lang));
  // Arabic has a distinct "zero" form; Intl only gives it for ar
  const form = count === 0 && entry.zero ? 'zero' : rules.select(count);
  return entry[form] ?? entry.other;
}

/** Translates a key; a key the dictionary lacks falls back to Arabic, then to the key itself. */
export function translate(lang: Language, key: string, params: Params = {}): string {
  const dict = dictionaries[lang] ?? ar;
  const entry = (dict as Record<string, Entry>)[key] ?? (ar as Record<string, Entry>)[key];
  if (entry === undefined) return key;
  return pick(entry, lang, params).replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

export function hasKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(dictionaries.ar, key);
}

/** Translates with the current language (outside components). */
export function t(key: MessageKey, params?: Params): string {
  return translate(preferencesStore.get().language, key, params);
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** `const t = useT()` in components: re-renders when the language changes. */
export function useT(): Translate {
  const lang = useLanguage();
  const loaded = useStore(dictionaryStore, (s) => s.loaded);
  // a new function once the dictionary has loaded, so components using it render again
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang, loaded]);
}

/** The `{ ar, en }` text of an entity in the current language, Arabic when missing (DESIGN.md §5). */
export function localized(text: { ar: string; en: string } | null | undefined, lang: Language): string {
  if (!text) return '';
  return (lang === 'en' ? text.en : text.ar) || text.ar || text.en || '';
}
