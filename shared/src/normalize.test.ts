import fc from 'fast-check';
import { normalizeSearchText, searchKey } from './normalize.js';

describe('Arabic search normalisation', () => {
  it('makes the written forms of "oud" meet', () => {
    const forms = ['عود', 'العود', 'العُود', 'عوّد', 'عـــود', '\u200Fعود'];
    expect(new Set(forms.map(searchKey))).toEqual(new Set(['عود']));
  });

  it('folds alef forms, taa marbuta, alef maqsura and Arabic-Indic digits', () => {
    expect(normalizeSearchText('أإآٱ')).toBe('اااا');
    expect(normalizeSearchText('وردة')).toBe('ورده');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('عطر ١٢٣ ۴۵')).toBe('عطر 123 45');
    expect(normalizeSearchText('  Oud   OIL ')).toBe('oud oil');
  });

  it('is idempotent for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => normalizeSearchText(normalizeSearchText(s)) === normalizeSearchText(s)));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => searchKey(searchKey(s)) === searchKey(s)));
  });

  it('ignores any diacritics and tatweel sprinkled into Arabic words', () => {
    const arabicLetter = fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'.split(''));
    const mark = fc.constantFrom('\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652', '\u0640', '\u0670');
    fc.assert(
      fc.property(fc.array(fc.tuple(arabicLetter, fc.array(mark, { maxLength: 3 })), { minLength: 1, maxLength: 12 }), (letters) => {
        const plain = letters.map(([l]) => l).join('');
        const decorated = letters.map(([l, marks]) => l + marks.join('')).join('');
        return normalizeSearchText(decorated) === normalizeSearchText(plain);
      }),
    );
  });

  it('never leaves a bidi mark or tashkeel behind', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (s) => !/[\u064B-\u065F\u0670\u0640\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(normalizeSearchText(s)),
      ),
    );
  });
});
