import polyglotI18nProvider from 'ra-i18n-polyglot';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ar from './ar';
import en from './en';

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v && typeof v === 'object') flatten(v, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = String(v);
  }
  return out;
}
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(f) && !f.endsWith('.test.ts')) out.push(p);
  }
  return out;
}
const adminSources = sourceFiles(new URL('..', import.meta.url).pathname);
const flatAr = flatten(ar);
const flatEn = flatten(en);

// the words of lazily loaded screens (`*.texts.ts`, registered with registerScreenTexts) obey the same rules
beforeAll(async () => {
  for (const file of adminSources.filter((f) => f.endsWith('.texts.ts'))) {
    const texts = ((await import(file)) as { default: { ar: object; en: object } }).default;
    Object.assign(flatAr, flatten(texts.ar));
    Object.assign(flatEn, flatten(texts.en));
  }
});

/** Strings that read the same in both languages: placeholders, symbols, keyboard shortcuts. */
const NEUTRAL = /^[\s%{}_a-zA-Z0-9.\-+/⌘:|()#"]*$/;
const ARABIC = /[\u0600-\u06FF]/;

describe('translations (no English in Arabic mode)', () => {
  it('has the same keys in Arabic and English', () => {
    expect(Object.keys(flatAr).sort()).toEqual(Object.keys(flatEn).sort());
  });

  it('writes every Arabic message in Arabic', () => {
    const english = Object.entries(flatAr).filter(
      ([, text]) => !ARABIC.test(text) && !(NEUTRAL.test(text) && !/[a-zA-Z]{3,}/.test(text.replace(/%\{\w+\}/g, ''))),
    );
    // product names of file formats and brands stay as they are
    const allowed = english.filter(([key]) => !['ward.sidebar.shortcut', 'ra.boolean.null'].includes(key));
    expect(allowed).toEqual([]);
  });

  it('keeps the same placeholders on both sides', () => {
    const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].filter((p) => p !== '%{smart_count}').sort();
    const mismatched = Object.keys(flatEn).filter((k) => placeholders(flatEn[k]).some((p) => !flatAr[k].includes(p)));
    expect(mismatched).toEqual([]);
  });

  it('covers every translation key the admin uses', () => {
    const files = adminSources.filter((p) => !p.includes('/i18n/') && !p.endsWith('.texts.ts'));
    const used = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]((?:ra|ward|resources)\.[\w.-]+)['"`]/g)) used.add(m[1]);
    // a prefix such as 'ward.order_status' (or 'resources.products.variants.') is completed at run time ('ward.order_status.New')
    const isPrefix = (k: string, flat: Record<string, string>) =>
      Object.keys(flat).some((key) => key.startsWith(`${k.replace(/\.$/, '')}.`));
    const missing = [...used].filter((k) => !(k in flatAr || isPrefix(k, flatAr)) || !(k in flatEn || isPrefix(k, flatEn)));
    expect(missing).toEqual([]);
  });
});

describe('Arabic plural rules (Polyglot)', () => {
  const i18n = polyglotI18nProvider((l) => (l === 'en' ? en : ar), 'ar');
  it.each([
    [0, 'لم يُحدَّد أي عنصر'],
    [1, 'تم تحديد عنصر واحد'],
    [2, 'تم تحديد عنصرين'],
    [3, 'تم تحديد 3 عناصر'],
    [10, 'تم تحديد 10 عناصر'],
    [11, 'تم تحديد 11 عنصرًا'],
    [99, 'تم تحديد 99 عنصرًا'],
    [100, 'تم تحديد 100 عنصر'],
  ])('%i selected → %s', (count, text) => {
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: count })).toBe(text);
  });

  it('names a resource in the singular for one and the plural for react-admin’s "many"', () => {
    expect(i18n.translate('resources.products.name', { smart_count: 1 })).toBe('منتج');
    expect(i18n.translate('resources.products.name', { smart_count: 2 })).toBe('المنتجات');
  });

  it('falls back to English rules in English', async () => {
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('2 items selected');
  });
});
