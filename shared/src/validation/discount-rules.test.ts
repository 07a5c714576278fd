import { productSchema } from './catalog.js';
import { discountSchema, variantInputSchema } from './variants.js';

/** The discount rules sit on objects that may not be objects at all: a hostile body is an error, never a crash (found by the API fuzz). */
describe('discount rules on values that are not objects', () => {
  it.each([null, 42, 'x', []])('a variant or a discount of %p is refused, not thrown', (value) => {
    expect(() => variantInputSchema.safeParse(value)).not.toThrow();
    expect(variantInputSchema.safeParse(value).success).toBe(false);
    expect(discountSchema.safeParse(value).success).toBe(false);
  });

  it('a product whose variants list holds null answers a field error', () => {
    const product = {
      name: { ar: 'عطر ورد الطائف', en: 'Taif Rose' },
      description: { ar: 'عطر ورد طائفي فاخر', en: 'A fine Taif rose perfume' },
      categoryId: 1,
      images: [],
      price: 100,
      variants: [null],
    };
    const parsed = productSchema.safeParse(product);
    expect(parsed.success).toBe(false);
  });
});
