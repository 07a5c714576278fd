import { cartStore, addItem, initCart } from './cart';
import { STORE_KEY } from './persist';
import { DEFAULT_PREFERENCES, directionOf, initPreferences, preferencesStore, setLanguage, setTheme, toggleDarkMode } from './preferences';

const html = () => document.documentElement;
const stored = () => (JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as { state: Record<string, unknown> }).state;

beforeEach(() => {
  localStorage.clear();
  html().className = '';
  initPreferences();
});

describe('preferences (SPEC.md §3/§4)', () => {
  it('defaults to Arabic, right to left, dark mode off', () => {
    expect(DEFAULT_PREFERENCES).toEqual(expect.objectContaining({ language: 'ar', direction: 'rtl', darkMode: false }));
    expect(preferencesStore.get()).toEqual(expect.objectContaining({ language: 'ar', direction: 'rtl', darkMode: false }));
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
    expect(html().classList.contains('font-arabic')).toBe(true);
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('ar gives rtl and the Arabic font; any other language ltr and the Latin font', () => {
    setLanguage('en');
    expect(preferencesStore.get()).toEqual(expect.objectContaining({ language: 'en', direction: 'ltr' }));
    expect(html().dir).toBe('ltr');
    expect(html().lang).toBe('en');
    expect(html().classList.contains('font-latin')).toBe(true);
    expect(html().classList.contains('font-arabic')).toBe(false);
    setLanguage('fr');
    expect(preferencesStore.get().direction).toBe('ltr');
    expect(directionOf('fr')).toBe('ltr');
    setLanguage('ar');
    expect(html().dir).toBe('rtl');
    expect(html().classList.contains('font-arabic')).toBe(true);
  });

  it('reads the language from ward-store and falls back to Arabic', () => {
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { language: 'en' }, version: 1 }));
    initPreferences();
    expect(preferencesStore.get().language).toBe('en');
    expect(html().dir).toBe('ltr');
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { language: 'xx' }, version: 1 }));
    initPreferences();
    expect(preferencesStore.get().language).toBe('ar');
    localStorage.setItem(STORE_KEY, 'garbage');
    initPreferences();
    expect(preferencesStore.get()).toEqual(expect.objectContaining({ language: 'ar', direction: 'rtl' }));
  });

  it('dark mode toggles the dark class on the document', () => {
    toggleDarkMode();
    expect(preferencesStore.get().darkMode).toBe(true);
    expect(html().classList.contains('dark')).toBe(true);
    toggleDarkMode();
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('offers light, dark and system (system follows the device)', () => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => ({ ...original(q), matches: q.includes('dark') });
    try {
      setTheme('system');
      expect(preferencesStore.get()).toEqual(expect.objectContaining({ theme: 'system', darkMode: true }));
      expect(html().classList.contains('dark')).toBe(true);
      setTheme('light');
      expect(html().classList.contains('dark')).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });

  it('persists with the cart under one key, neither overwriting the other', () => {
    initCart();
    cartStore.set({ items: [] });
    addItem({ id: 5, name: { ar: 'بخور', en: 'Bakhoor' }, price: 50, quantity: 1 });
    setLanguage('en');
    toggleDarkMode();
    const state = stored();
    expect(state).toEqual(expect.objectContaining({ language: 'en', direction: 'ltr', darkMode: true, theme: 'dark' }));
    expect(state.items).toEqual([expect.objectContaining({ id: 5 })]);
  });

  it('follows another tab', () => {
    const next = { state: { language: 'en', direction: 'ltr', darkMode: true, theme: 'dark' }, version: 1 };
    localStorage.setItem(STORE_KEY, JSON.stringify(next));
    window.dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: JSON.stringify(next) }));
    expect(preferencesStore.get()).toEqual(expect.objectContaining({ language: 'en', darkMode: true }));
    expect(html().dir).toBe('ltr');
    expect(html().classList.contains('dark')).toBe(true);
  });
});
