import type { ProductOptionInput } from '@ward/shared';

interface VariantRow {
  options?: Record<string, string>;
  [key: string]: unknown;
}

/** Every combination of the options' values, in the options' order. */
export function combinations(options: readonly ProductOptionInput[]): Array<Record<string, string>> {
  return options.reduce<Array<Record<string, string>>>(
    (acc, option) => acc.flatMap((combo) => (option.values ?? []).filter((v) => v?.code).map((v) => ({ ...combo, [option.code]: v.code }))),
    [{}],
  );
}

/** New variant rows for the combinations no row has yet, priced like the product, with no stock. */
export function missingCombinations(
  options: readonly ProductOptionInput[],
  variants: readonly VariantRow[],
  defaults: { skuPrefix: string; price?: number; weight?: number | null },
): VariantRow[] {
  const usable = options.filter((o) => o?.code && o.values?.length);
  if (!usable.length) return [];
  const key = (o: Record<string, string> | undefined) => JSON.stringify(usable.map((u) => o?.[u.code] ?? null));
  const have = new Set(variants.map((v) => key(v.options)));
  return combinations(usable)
    .filter((combo) => !have.has(key(combo)))
    .map((combo) => ({
      sku: `${defaults.skuPrefix}-${usable.map((u) => combo[u.code]).join('-')}`.toUpperCase(),
      options: combo,
      price: defaults.price,
      stock: 0,
      weight: defaults.weight ?? null,
      isDiscounted: false,
      discountValue: null,
      isDefault: false,
    }));
}
