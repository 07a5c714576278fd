import fc from 'fast-check';
import { formatGrouped } from './number-format.js';

const LOCALES = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' } as const;
const formats = new Map<string, Intl.NumberFormat>();
const intl = (value: number, lang: 'ar' | 'en', decimals: number) => {
  const key = `${lang}:${decimals}`;
  if (!formats.has(key))
    formats.set(key, new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  return formats.get(key)!.format(value);
};

describe('formatGrouped writes what Intl.NumberFormat writes', () => {
  const langs = fc.constantFrom<'ar' | 'en'>('ar', 'en');
  const decimals = fc.integer({ min: 0, max: 3 });

  it('for any finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), langs, decimals, (value, lang, d) => {
        expect(formatGrouped(value, lang, d)).toBe(intl(value, lang, d));
      }),
      { numRuns: 5000 },
    );
  });

  it('for amounts in halalas shown in riyals, and for counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), langs, decimals, (n, lang, d) => {
        expect(formatGrouped(n / 100, lang, d)).toBe(intl(n / 100, lang, d));
        expect(formatGrouped(n, lang, d)).toBe(intl(n, lang, d));
      }),
      { numRuns: 5000 },
    );
  });

  it('on the edges: halves, carries, tiny and huge numbers, negative zero', () => {
    for (const value of [
      0, -0, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 2.675, 9.995, 999.995, 999_999.5, 1e-7, 5e-7, -0.001, 1e21, 1.5e300, 123456789012345680000,
    ])
      for (const lang of ['ar', 'en'] as const) for (const d of [0, 1, 2]) expect(formatGrouped(value, lang, d)).toBe(intl(value, lang, d));
  });
});
