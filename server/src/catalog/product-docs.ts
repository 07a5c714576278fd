import { OPTION_KINDS } from '@ward/shared';

/** Swagger: the product answer of both APIs (ProductDto in @ward/shared), with its options and variants. */

const localized = { type: 'object', properties: { ar: { type: 'string' }, en: { type: 'string' } }, required: ['ar', 'en'] };
const image = { type: 'object', properties: { url: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } } };
const money = (description?: string) => ({ type: 'number', format: 'double', ...(description ? { description } : {}) });

const option = {
  type: 'object',
  description: 'An option shoppers choose (size, concentration, weight, pack size)',
  properties: {
    code: { type: 'string', example: 'size' },
    kind: {
      type: 'string',
      enum: [...OPTION_KINDS],
      description: 'volume values carry ml, weight values grams: the shop shows the price per ml or gram',
    },
    name: localized,
    values: {
      type: 'array',
      items: {
        type: 'object',
        properties: { code: { type: 'string', example: '50ml' }, name: localized, amount: { type: 'number', nullable: true, example: 50 } },
      },
    },
  },
};

const component = {
  type: 'object',
  description: 'One item of a gift set',
  properties: {
    variantId: { type: 'integer' },
    productId: { type: 'integer' },
    quantity: { type: 'integer' },
    sku: { type: 'string' },
    name: localized,
    label: { ...localized, nullable: true, description: 'the item’s option values, e.g. "3 ml"' },
  },
};

const variant = (_admin: boolean) => ({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    sku: { type: 'string', example: 'OUD-ROY-50-EDP' },
    barcode: { type: 'string', nullable: true },
    options: { type: 'object', additionalProperties: { type: 'string' }, example: { size: '50ml', concentration: 'edp' } },
    price: money('VAT-inclusive SAR'),
    isDiscounted: { type: 'boolean' },
    discountValue: { type: 'integer', nullable: true, description: 'percent 1–99' },
    finalPrice: money(),
    stock: { type: 'integer', description: 'for a gift set: how many sets its items make' },
    weight: { type: 'integer', nullable: true, description: 'grams' },
    images: { type: 'array', items: image },
    isDefault: { type: 'boolean' },
    components: { type: 'array', items: component, description: 'a gift set’s contents; empty for a plain variant' },
  },
});

export function productDoc(options: { admin?: boolean } = {}) {
  return {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: localized,
      description: localized,
      price: money('the default variant’s'),
      finalPrice: money('the default variant’s'),
      categoryId: { type: 'integer' },
      category: { type: 'object', nullable: true, properties: { id: { type: 'integer' }, name: localized } },
      images: { type: 'array', items: image },
      stock: { type: 'integer', description: 'the default variant’s' },
      weight: { type: 'integer', nullable: true },
      isFeatured: { type: 'boolean' },
      isDiscounted: { type: 'boolean' },
      discountValue: { type: 'integer', nullable: true },
      ratingAverage: { type: 'number' },
      ratingCount: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      options: { type: 'array', items: option },
      variants: { type: 'array', items: variant(options.admin ?? false), minItems: 1 },
      priceRange: { type: 'object', properties: { min: money(), max: money() }, description: 'lowest and highest final price' },
      sample: {
        type: 'object',
        nullable: true,
        description:
          'the free sample vial the product offers (own SKU and stock; never one of `variants`, never in prices or listings); null: none. The admin API accepts `{ sku, stock, weight }` to offer one, `null` to stop.',
        properties: {
          variantId: { type: 'integer' },
          sku: { type: 'string' },
          stock: { type: 'integer' },
          weight: { type: 'integer', nullable: true },
        },
      },
    },
  };
}

/** Swagger: a product as a card shows it (ProductSummaryDto): listings, search, related products, home sections, the wishlist. */
export function productSummaryDoc() {
  return {
    type: 'object',
    description: 'A product as a card shows it; `GET /api/products/{id}` has its variants, options, gallery and whole description.',
    properties: {
      id: { type: 'integer' },
      name: localized,
      summary: { ...localized, description: 'the description’s first words (about 140 characters, cut between words, “…” when cut)' },
      price: money('the default variant’s'),
      finalPrice: money('the default variant’s'),
      isDiscounted: { type: 'boolean' },
      discountValue: { type: 'integer', nullable: true },
      stock: { type: 'integer', description: 'the default variant’s' },
      weight: { type: 'integer', nullable: true, description: 'grams, the default variant’s' },
      categoryId: { type: 'integer' },
      category: { type: 'object', nullable: true, properties: { id: { type: 'integer' }, name: localized } },
      image: { ...image, nullable: true, description: 'the main picture' },
      isFeatured: { type: 'boolean' },
      ratingAverage: { type: 'number' },
      ratingCount: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      variantCount: { type: 'integer', description: 'above 1: a size (or other option) is chosen on the product’s page' },
      soldOut: { type: 'boolean', description: 'every variant is sold out' },
      priceRange: { type: 'object', properties: { min: money(), max: money() }, description: 'lowest and highest final price' },
    },
  };
}

/** The storefront envelope around `data`. */
export const envelopeOf = (data: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    isSuccess: { type: 'boolean' },
    data,
    message: { type: 'string', nullable: true },
    errors: { type: 'object', nullable: true },
  },
});

export const productInputExample = {
  name: { ar: 'عطر ورد الطائف', en: 'Taif Rose' },
  description: { ar: 'عطر ورد طائفي فاخر بتركيزين', en: 'A fine Taif rose perfume in two concentrations' },
  categoryId: 1,
  images: [{ url: '/media/example-1200.webp', width: 1200, height: 1400 }],
  isFeatured: false,
  options: [
    {
      code: 'size',
      kind: 'volume',
      name: { ar: 'الحجم', en: 'Size' },
      values: [
        { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
        { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
      ],
    },
  ],
  variants: [
    { sku: 'TAIF-50', options: { size: '50ml' }, price: 320, isDiscounted: false, stock: 12, weight: 350, isDefault: true },
    { sku: 'TAIF-100', options: { size: '100ml' }, price: 540, isDiscounted: true, discountValue: 10, stock: 5, weight: 520 },
  ],
};
