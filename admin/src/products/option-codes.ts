import { OPTION_UNITS, type Localized, type OptionKind } from '@ward/shared';

/**
 * The codes of options and their values (what URLs, carts and CSV files use) follow from what the
 * admin chose and typed, so nobody has to invent `size` or `50ml`: an expert may still type their
 * own. Pure functions; `AutoCodeInput` applies them in the form.
 */

/** What choosing a kind fills in: the code shoppers' links use and the name they read. */
export const OPTION_PRESETS: Readonly<Record<OptionKind, { code: string; name: Localized | null }>> = {
  volume: { code: 'size', name: { ar: 'الحجم', en: 'Size' } },
  concentration: { code: 'concentration', name: { ar: 'التركيز', en: 'Concentration' } },
  weight: { code: 'weight', name: { ar: 'الوزن', en: 'Weight' } },
  pack: { code: 'pack', name: { ar: 'حجم العبوة', en: 'Pack size' } },
  other: { code: 'option', name: null },
};

/** `Eau de Parfum` → `eau-de-parfum`: lower-case Latin letters, digits and `.`, `_`, `-`, at most 32. */
export function slug(text: string | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 32)
    .replace(/[-._]+$/, '');
}

/** `base`, or `base-2`, `base-3`… whichever no sibling has. */
export function unique(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 32 - String(n).length - 1)}-${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

interface OptionDraft {
  kind?: OptionKind;
  name?: Partial<Localized>;
}

/** An option's code: its kind's (`size` for a volume), an "other" one's English name, or `option`. */
export function optionCode(option: OptionDraft, taken: readonly string[]): string {
  const kind = option.kind ?? 'other';
  const base = kind === 'other' ? slug(option.name?.en) || OPTION_PRESETS.other.code : OPTION_PRESETS[kind].code;
  return unique(base, taken);
}

interface ValueDraft {
  amount?: number | null;
  name?: Partial<Localized>;
}

/** `50` → `50`, `11.66` → `11.66`: an amount as a code writes it. */
const amountText = (amount: number) => String(Math.round(amount * 100) / 100);

/**
 * A value's code: the amount with its unit for sizes and weights (`50ml`, `11.66g`), else its
 * English name (`half-tola`, `eau-de-parfum`), else `value`; never one a sibling value has.
 */
export function valueCode(value: ValueDraft, kind: OptionKind | undefined, taken: readonly string[]): string {
  const unit = OPTION_UNITS[kind ?? 'other'];
  const fromAmount = unit && typeof value.amount === 'number' && value.amount > 0 ? `${amountText(value.amount)}${unit}` : '';
  const base = fromAmount || slug(value.name?.en) || 'value';
  return unique(base, taken);
}
