import { render } from '@testing-library/preact';
import type { ProductDto } from '../../api/types';
import type { VariantDto } from '@ward/shared/variants';
import { registerDictionary } from '../../i18n';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { setLanguage } from '../../state/preferences';
import { ProductSpecs } from './ProductSpecs';

registerDictionary('ar', ar);
registerDictionary('en', en);

const tola = (code: string, ar: string, en: string, amount: number) => ({ code, name: { ar, en }, amount });
const oil = {
  id: 7,
  category: { id: 1, name: { ar: 'دهن العود', en: 'Oud Oils' } },
  options: [
    {
      code: 'weight',
      kind: 'weight',
      name: { ar: 'الوزن', en: 'Weight' },
      values: [tola('quarter-tola', 'ربع تولة', 'Quarter tola', 2.92), tola('tola', 'تولة', 'One tola', 11.66)],
    },
  ],
} as unknown as ProductDto;
const quarter = { sku: 'DOHN-Q', options: { weight: 'quarter-tola' }, weight: 60, components: [] } as unknown as VariantDto;
const facts = (container: Element) =>
  [...container.querySelectorAll('.specs > div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe('a tola of oil on the product page (issue 37 §16)', () => {
  it('Arabic: the net weight in grams, and the parcel’s weight named as shipping weight', () => {
    setLanguage('ar');
    const { container } = render(<ProductSpecs product={oil} variant={quarter} />);
    expect(facts(container)).toEqual([
      ['الوزن الصافي', '2.92 غرام'],
      ['وزن الشحن', '60 غراماً'],
      ['التصنيف', 'دهن العود'],
      ['رمز المنتج', 'DOHN-Q'],
    ]);
  });

  it('English, and a product without a weight option has no net weight', () => {
    setLanguage('en');
    const { container } = render(<ProductSpecs product={oil} variant={{ ...quarter, options: { weight: 'tola' } }} />);
    expect(facts(container).slice(0, 2)).toEqual([
      ['Net weight', '11.66 g'],
      ['Shipping weight', '60 g'],
    ]);
    const plain = render(<ProductSpecs product={{ ...oil, options: [], weight: 250 }} variant={undefined} />);
    expect(facts(plain.container)[0]).toEqual(['Shipping weight', '250 g']);
  });

  it('shows the SFDA notification number when the shop entered one (issue 33 §5), in both languages', () => {
    for (const [lang, label] of [
      ['ar', 'رقم إشعار هيئة الغذاء والدواء'],
      ['en', 'SFDA notification no.'],
    ] as const) {
      setLanguage(lang);
      const { container } = render(<ProductSpecs product={{ ...oil, sfdaNumber: 'EC-2024/123456' }} variant={quarter} />);
      expect(facts(container).at(-1)).toEqual([label, 'EC-2024/123456']);
    }
    const none = render(<ProductSpecs product={oil} variant={quarter} />);
    expect(facts(none.container).map(([label]) => label)).not.toContain('SFDA notification no.');
  });
});
