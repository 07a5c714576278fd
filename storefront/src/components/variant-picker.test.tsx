import { fireEvent, render, screen } from '@testing-library/preact';
import type { ProductDto } from '@ward/shared/types';
import type { VariantDto } from '@ward/shared/variants';
import { useState } from 'preact/hooks';
import { registerDictionary } from '../i18n';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { setLanguage } from '../state/preferences';
import { chipAfterKey, VariantPicker } from './VariantPicker';

registerDictionary('ar', ar);
registerDictionary('en', en);

const variant = (sku: string, size: string, stock = 5) => ({ sku, options: { size }, stock }) as unknown as VariantDto;
const variants = [variant('S-30', '30ml', 0), variant('S-50', '50ml'), variant('S-100', '100ml')];
const product = {
  options: [
    {
      code: 'size',
      kind: 'volume',
      name: { ar: 'الحجم', en: 'Size' },
      values: ['30', '50', '100'].map((n) => ({ code: `${n}ml`, name: { ar: `${n} مل`, en: `${n} ml` }, amount: Number(n) })),
    },
  ],
  variants,
} as unknown as ProductDto;

function Picker({ start }: { start: number }) {
  const [current, setCurrent] = useState(variants[start]);
  return <VariantPicker product={product} current={current} onPick={setCurrent} />;
}
const chips = () => screen.getAllByRole('radio');
const state = () => chips().map((c) => [c.textContent, c.getAttribute('aria-checked'), c.tabIndex, c === document.activeElement]);

describe('the size chips as a radio group (issue 37 §16)', () => {
  afterEach(() => (document.documentElement.dir = ''));

  it('moves forward in the reading direction, wrapping, with Home and End', () => {
    expect(chipAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(chipAfterKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(chipAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(chipAfterKey('ArrowUp', 1, 3, false)).toBe(0);
    expect(chipAfterKey('ArrowDown', 1, 3, true)).toBe(2);
    expect(chipAfterKey('End', 0, 3, true)).toBe(2);
    expect(chipAfterKey('Home', 2, 3, true)).toBe(0);
    expect(chipAfterKey('a', 0, 3, true)).toBeNull();
  });

  it('Arabic, right to left: one Tab stop, the left arrow chooses the next size and focuses it', () => {
    setLanguage('ar');
    document.documentElement.dir = 'rtl';
    render(<Picker start={1} />);
    expect(screen.getByRole('radiogroup', { name: 'الحجم' })).toBeTruthy();
    expect(state()).toEqual([
      ['30 مل' + ar['product.variantSoldOut'], 'false', -1, false],
      ['50 مل', 'true', 0, false],
      ['100 مل', 'false', -1, false],
    ]);
    chips()[1].focus();
    fireEvent.keyDown(chips()[1], { key: 'ArrowLeft' });
    expect(state().map(([, checked, tab, focused]) => [checked, tab, focused])).toEqual([
      ['false', -1, false],
      ['false', -1, false],
      ['true', 0, true],
    ]);
    // past the last, the first (sold out: still choosable)
    fireEvent.keyDown(chips()[2], { key: 'ArrowLeft' });
    expect(state()[0].slice(1)).toEqual(['true', 0, true]);
    fireEvent.keyDown(chips()[0], { key: 'ArrowRight' });
    expect(state()[2].slice(1)).toEqual(['true', 0, true]);
  });

  it('English, left to right: the right arrow goes forward; other keys are left to the page', () => {
    setLanguage('en');
    document.documentElement.dir = 'ltr';
    render(<Picker start={0} />);
    chips()[0].focus();
    fireEvent.keyDown(chips()[0], { key: 'ArrowRight' });
    expect(state()[1].slice(1)).toEqual(['true', 0, true]);
    const tab = fireEvent.keyDown(chips()[1], { key: 'Tab' });
    expect(tab).toBe(true);
    expect(state()[1].slice(1)).toEqual(['true', 0, true]);
  });
});
