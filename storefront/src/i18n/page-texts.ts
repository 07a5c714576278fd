import { useCallback } from 'preact/hooks';
import { useLanguage } from '../state/preferences';

type Fill = Record<string, string | number>;

/**
 * Texts a lazily loaded page owns, kept in its own chunk instead of the first load's dictionary
 * (the storefront's 50 KB budget, issue 40). `{name}` placeholders are filled as `t` fills them.
 */
export function pageTexts<K extends string>(ar: Record<K, string>, en: Record<K, string>) {
  return function usePageT(): (key: K, params?: Fill) => string {
    const lang = useLanguage();
    return useCallback(
      (key: K, params: Fill = {}) => (lang === 'en' ? en : ar)[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)),
      [lang],
    );
  };
}
