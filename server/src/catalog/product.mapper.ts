import {
  defaultVariant,
  localizedLabel,
  optionLabels,
  priceRangeOf,
  type CategoryDto,
  type ImageDto,
  type ProductDto,
  type ProductOptionDto,
  type ProductSampleDto,
  type VariantDto,
  type VariantOptions,
} from '@ward/shared';
import type { Category } from './category.entity.js';
import type { Product } from './product.entity.js';

/** A gift set's component as `variantsJson` reads it (variant-sql.ts). */
interface ComponentRow {
  variantId: number;
  productId: number;
  quantity: number;
  sku: string;
  nameAr: string;
  nameEn: string;
  options: VariantOptions;
  productOptions: ProductOptionDto[];
}

/** A variant as `variantsJson` reads it (the product's free sample vial flagged `isSample`). */
export type VariantRow = Omit<VariantDto, 'components'> & { components: ComponentRow[]; isSample?: boolean };

export function toVariantDto({ isSample: _isSample, ...v }: VariantRow): VariantDto {
  return {
    ...v,
    images: v.images ?? [],
    components: (v.components ?? []).map((c) => ({
      variantId: c.variantId,
      productId: c.productId,
      quantity: c.quantity,
      sku: c.sku,
      name: { ar: c.nameAr, en: c.nameEn },
      label: localizedLabel(optionLabels(c.productOptions ?? [], c.options)),
    })),
  };
}

/** What a product's answer takes from its variants, whichever statement read them. */
type VariantSummary = Pick<
  ProductDto,
  'price' | 'finalPrice' | 'stock' | 'weight' | 'isDiscounted' | 'discountValue' | 'options' | 'variants' | 'priceRange' | 'sample'
>;

/** The product's free sample vial, from its flagged row (never one of the variants shoppers choose). */
function sampleOf(rows: VariantRow[]): ProductSampleDto | null {
  const row = rows.find((v) => v.isSample);
  return row ? { variantId: row.id, sku: row.sku, stock: row.stock, weight: row.weight } : null;
}

/**
 * The product's price, discount, weight and stock are its default variant's, as today's clients
 * expect; the product row's own columns stand in when it has no variant.
 */
export function variantSummary(
  p: Pick<Product, 'price' | 'finalPrice' | 'weight' | 'isDiscounted' | 'discountValue' | 'options'>,
  variantRows: VariantRow[] | null,
): VariantSummary {
  const variants = (variantRows ?? []).filter((v) => !v.isSample).map(toVariantDto);
  const chosen = defaultVariant(variants);
  return {
    price: chosen?.price ?? p.price,
    finalPrice: chosen?.finalPrice ?? p.finalPrice,
    stock: chosen?.stock ?? 0,
    weight: chosen ? chosen.weight : p.weight,
    isDiscounted: chosen?.isDiscounted ?? p.isDiscounted,
    discountValue: chosen ? chosen.discountValue : p.discountValue,
    options: p.options ?? [],
    variants,
    priceRange: priceRangeOf(variants),
    sample: sampleOf(variantRows ?? []),
  };
}

export function toCategoryDto(c: Category, productsCount: number, image: ImageDto | null = null): CategoryDto {
  return {
    id: c.id,
    name: { ar: c.name.ar, en: c.name.en },
    description: { ar: c.description.ar, en: c.description.en },
    section: c.section,
    productsCount,
    image,
  };
}
