import Polyglot from 'node-polyglot';
import type { I18nProvider } from 'react-admin';
import type { Language } from '@ward/shared';

type Phrases = Record<string, unknown>;

/**
 * Words that only one lazily loaded screen uses, kept out of the first load: the screen's module
 * calls `registerScreenTexts({ ar, en })` when it is imported (before it renders), and the
 * back office's translate looks here first. Same key shapes as the main dictionaries.
 */
const layers: Record<Language, Polyglot> = {
  ar: new Polyglot({ locale: 'ar', allowMissing: true }),
  en: new Polyglot({ locale: 'en', allowMissing: true }),
};

export function registerScreenTexts(texts: Record<Language, Phrases>): void {
  layers.ar.extend(texts.ar);
  layers.en.extend(texts.en);
}

function screenText(locale: string, key: string, options: Polyglot.InterpolationOptions): string | undefined {
  const layer = locale === 'en' ? layers.en : layers.ar;
  return layer.has(key) ? layer.t(key, options) : undefined;
}

/** `main` with the registered screens' words looked up first. */
export function withScreenTexts(main: I18nProvider): I18nProvider {
  return {
    ...main,
    translate: (key, options = {}) => screenText(main.getLocale(), key, options as Polyglot.InterpolationOptions) ?? main.translate(key, options),
  };
}
