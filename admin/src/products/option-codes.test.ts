import { OPTION_CODE_PATTERN } from '@ward/shared';
import { optionCode, slug, unique, valueCode } from './option-codes';

describe('codes of options and values', () => {
  it('an option takes its kind’s code, an “other” one its English name', () => {
    expect(optionCode({ kind: 'volume' }, [])).toBe('size');
    expect(optionCode({ kind: 'concentration' }, ['size'])).toBe('concentration');
    expect(optionCode({ kind: 'other', name: { ar: 'اللون', en: 'Bottle colour' } }, [])).toBe('bottle-colour');
    expect(optionCode({ kind: 'other', name: { ar: 'اللون', en: '' } }, [])).toBe('option');
  });

  it('never one a sibling has', () => {
    expect(optionCode({ kind: 'volume' }, ['size'])).toBe('size-2');
    expect(unique('size', ['size', 'size-2'])).toBe('size-3');
    expect(valueCode({ amount: 50 }, 'volume', ['50ml'])).toBe('50ml-2');
  });

  it('a value: amount and unit for sizes and weights, else its English name', () => {
    expect(valueCode({ amount: 50, name: { ar: '50 مل', en: '50 ml' } }, 'volume', [])).toBe('50ml');
    expect(valueCode({ amount: 11.66, name: { ar: 'تولة', en: 'One tola' } }, 'weight', [])).toBe('11.66g');
    expect(valueCode({ amount: 6, name: { ar: 'علبة 6', en: 'Box of 6' } }, 'pack', [])).toBe('box-of-6');
    expect(valueCode({ name: { ar: 'أو دو بارفان', en: 'Eau de Parfum' } }, 'concentration', [])).toBe('eau-de-parfum');
    expect(valueCode({ name: { ar: 'خلاصة', en: '' } }, 'concentration', [])).toBe('value');
  });

  it('slugs keep to the shared code pattern', () => {
    expect(slug('  Crème brûlée / 2 ')).toBe('creme-brulee-2');
    expect(slug('x'.repeat(40))).toHaveLength(32);
    expect(slug('عود')).toBe('');
    const made = [
      optionCode({ kind: 'other', name: { ar: '', en: '  Crème brûlée / 2 ' } }, []),
      optionCode({ kind: 'other', name: { ar: '', en: 'x'.repeat(40) } }, ['x'.repeat(32)]),
      valueCode({ amount: 11.666 }, 'weight', []),
      valueCode({ name: { ar: '', en: '.Eau de Parfum.' } }, 'concentration', []),
    ];
    expect(made.filter((code) => !OPTION_CODE_PATTERN.test(code))).toEqual([]);
  });
});
