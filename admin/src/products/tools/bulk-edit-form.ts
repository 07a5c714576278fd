import { bulkProductEditSchema, firstFieldErrors, type BulkProductEdit, type Language } from '@ward/shared';
import type { Identifier } from 'react-admin';

/** The bulk edit dialog's choices, as typed (numbers as text until checked). */
export interface BulkEditForm {
  priceMode: 'none' | 'set' | 'percent';
  price: string;
  stockMode: 'none' | 'set' | 'add';
  stock: string;
  discountMode: 'none' | 'on' | 'off';
  discount: string;
  featured: 'none' | 'on' | 'off';
}

export const EMPTY_BULK_EDIT: BulkEditForm = {
  priceMode: 'none',
  price: '',
  stockMode: 'none',
  stock: '',
  discountMode: 'none',
  discount: '',
  featured: 'none',
};

/** A typed figure: Arabic-Indic digits read as Western ones; an empty field is "required". */
function figure(text: string): number | undefined {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace('٫', '.');
  return western === '' ? undefined : Number(western);
}

/** The request body the form describes (what the server's schema will check again). */
export function bulkEditBody(form: BulkEditForm, ids: Identifier[]): unknown {
  return {
    ids,
    ...(form.priceMode !== 'none' ? { price: { mode: form.priceMode, value: figure(form.price) } } : {}),
    ...(form.stockMode !== 'none' ? { stock: { mode: form.stockMode, value: figure(form.stock) } } : {}),
    ...(form.discountMode === 'on' ? { discount: { isDiscounted: true, discountValue: figure(form.discount) } } : {}),
    ...(form.discountMode === 'off' ? { discount: { isDiscounted: false, discountValue: null } } : {}),
    ...(form.featured !== 'none' ? { isFeatured: form.featured === 'on' } : {}),
  };
}

/** The body checked with the shared schema: the edit, or the field messages (`price.value`, `_`, …). */
export function checkBulkEdit(
  form: BulkEditForm,
  ids: Identifier[],
  lang: Language,
): { edit: BulkProductEdit; errors?: never } | { edit?: never; errors: Record<string, string> } {
  const parsed = bulkProductEditSchema.safeParse(bulkEditBody(form, ids));
  return parsed.success ? { edit: parsed.data } : { errors: firstFieldErrors(parsed.error, lang) };
}
