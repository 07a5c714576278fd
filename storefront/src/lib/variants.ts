import type { ProductDto } from '@ward/shared/types';
import { defaultVariant, localizedLabel, optionLabels, variantBySku, type VariantDto } from '@ward/shared/variants';
import type { ChosenVariant } from '../state/cart';

/** The `?v=SKU` of a product page's URL (the variant a link or a shared page names), or null. */
export function skuFromUrl(url: string | undefined): string | null {
  const search = url?.includes('?') ? url.slice(url.indexOf('?')) : typeof location !== 'undefined' ? location.search : '';
  return new URLSearchParams(search).get('v');
}

/** The variant the page shows: the one the URL names, else the default. */
export function chosenVariant(product: ProductDto, sku: string | null): VariantDto | undefined {
  return variantBySku(product.variants ?? [], sku) ?? defaultVariant(product.variants ?? []);
}

/** The page of a variant: `?v=SKU` for a product with options, the bare product page otherwise. */
export function variantPath(product: Pick<ProductDto, 'id' | 'options'>, variant: Pick<VariantDto, 'sku'> | undefined): string {
  return product.options?.length && variant ? `/products/${product.id}?v=${encodeURIComponent(variant.sku)}` : `/products/${product.id}`;
}

/**
 * The variant a shopper gets by picking `value` of option `code` while keeping the other
 * choices; when that combination does not exist, the first variant with that value.
 */
export function variantAfterPick(product: ProductDto, current: VariantDto, code: string, value: string): VariantDto | undefined {
  const wanted = { ...current.options, [code]: value };
  const exact = product.variants.find((v) => product.options.every((o) => v.options[o.code] === wanted[o.code]));
  return exact ?? product.variants.find((v) => v.options[code] === value);
}

/** What the cart keeps of a chosen variant; none for a one-variant product (the product names it). */
export function cartChoice(product: ProductDto, variant: VariantDto | undefined): ChosenVariant | undefined {
  if (!variant || !product.options?.length) return undefined;
  return { variant, label: localizedLabel(optionLabels(product.options, variant.options)) };
}
