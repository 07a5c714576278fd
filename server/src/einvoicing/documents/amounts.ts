import { vatIncluded, type Halalas } from '@ward/shared';
import { vatOn, type AllowanceCharge, type DocumentLine, type VatCategoryCode } from './document.js';

export interface GrossLine {
  name: string;
  /** the seller's item id (BT-155): the SKU as bought */
  sku?: string | null;
  /** the order item it comes from (none for an adjustment): what a print names it by */
  itemId?: number;
  quantity: number;
  /** VAT-inclusive amount of the whole line, halalas */
  gross: Halalas;
}

/** A document-level allowance as the order tells it (UNTDID 5189 code, VAT-inclusive halalas). */
export interface GrossAllowance {
  reason: string;
  reasonCode: string;
  gross: Halalas;
}

export interface GrossFigures {
  lines: GrossLine[];
  /** coupon discount (VAT-inclusive), taken off as one allowance */
  allowance: GrossAllowance | null;
  /** each promotion's discount (VAT-inclusive, issue 28), one allowance each, before the coupon's */
  promotionAllowances?: GrossAllowance[];
  charges: { reason: string; reasonCode: string; gross: Halalas }[];
  /** VAT-inclusive total the customer pays */
  total: Halalas;
  /** an export (issue 32): zero-rated, every gross amount is its own net */
  zeroRated?: boolean;
}

export interface NetFigures {
  vatCategory: VatCategoryCode;
  lines: DocumentLine[];
  allowances: AllowanceCharge[];
  charges: AllowanceCharge[];
  payable: Halalas;
}

/**
 * The net amount N whose VAT brings it exactly to the gross total (N + round(15% N) = G). Ward's
 * prices include VAT, ZATCA's documents add it to net amounts; for a few totals no such N exists
 * (the VAT steps by two halalas there) and the document's rounding amount (BT-114) takes the halala.
 */
export function netForGross(gross: Halalas): Halalas {
  const estimate = gross - vatIncluded(gross);
  for (const candidate of [estimate, estimate - 1, estimate + 1])
    if (candidate >= 0 && candidate + vatOn(candidate) === gross) return candidate;
  return estimate;
}

/** Splits `total` over `weights` in proportion, each rounded, the leftovers to the largest remainders. */
export function apportion(total: Halalas, weights: number[]): Halalas[] {
  const weightSum = weights.reduce((s, w) => s + w, 0);
  if (weightSum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / weightSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) parts[byRemainder[k].i]++;
  return parts;
}

/**
 * Net (VAT-exclusive) figures for a document whose gross figures are known: allowance and charges
 * each lose their own VAT, and the lines share what is left of the net total in proportion to
 * their gross amounts, so the document's VAT, rounded once, lands on the gross total.
 */
export function toNetFigures(g: GrossFigures): NetFigures {
  const withoutVat = g.zeroRated ? (gross: Halalas) => gross : (gross: Halalas) => gross - vatIncluded(gross);
  const net = g.zeroRated ? g.total : netForGross(g.total);
  const allowances = [...(g.promotionAllowances ?? []), ...(g.allowance ? [g.allowance] : [])]
    .filter((a) => a.gross > 0)
    .map((a) => ({ reason: a.reason, reasonCode: a.reasonCode, net: withoutVat(a.gross) }));
  const charges = g.charges
    .filter((c) => c.gross > 0)
    .map((c) => ({ reason: c.reason, reasonCode: c.reasonCode, net: withoutVat(c.gross) }));
  const sum = (xs: { net: Halalas }[]) => xs.reduce((s, x) => s + x.net, 0);
  const linesNet = Math.max(0, net + sum(allowances) - sum(charges));
  const shares = apportion(
    linesNet,
    g.lines.map((l) => l.gross),
  );
  return {
    vatCategory: g.zeroRated ? 'Z' : 'S',
    lines: g.lines.map((l, i) => ({ name: l.name, sku: l.sku ?? null, quantity: l.quantity, net: shares[i] })),
    allowances,
    charges,
    payable: g.total,
  };
}
