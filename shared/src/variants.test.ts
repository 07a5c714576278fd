import { lineTitle } from './variants.js';

const rose = {
  name: { ar: 'عطر مسك الورد', en: 'Rose musk' },
  sku: 'RM-100',
  optionLabels: [
    { code: 'size', name: { ar: 'الحجم', en: 'Size' }, value: { ar: '100 مل', en: '100 ml' } },
    { code: 'concentration', name: { ar: 'التركيز', en: 'Concentration' }, value: { ar: 'أو دو بارفان', en: 'EDP' } },
  ],
};

describe('an order line’s title', () => {
  it('names the options as bought and the SKU, in each language', () => {
    expect(lineTitle(rose, 'en')).toBe('Rose musk — 100 ml · EDP (RM-100)');
    expect(lineTitle(rose, 'ar')).toBe('عطر مسك الورد — 100 مل · أو دو بارفان (RM-100)');
  });

  it('leaves out what a line does not have, or the SKU when asked', () => {
    expect(lineTitle({ ...rose, optionLabels: [] }, 'en')).toBe('Rose musk (RM-100)');
    expect(lineTitle({ ...rose, sku: null }, 'en')).toBe('Rose musk — 100 ml · EDP');
    expect(lineTitle(rose, 'en', { sku: false })).toBe('Rose musk — 100 ml · EDP');
    expect(lineTitle({ name: { ar: 'بخور', en: '' } }, 'en')).toBe('بخور');
  });
});
