import { refundPartsForLines, toHalalas, type AppliedPromotionDto, type Halalas, type PaymentMethod, type VatCategory } from '@ward/shared';
import { itemTitle, type StoredLine } from '../../orders/order-items.js';
import type { GrossAllowance, GrossFigures, GrossLine } from './amounts.js';

/** The parts of an order a tax document is made of (amounts in SAR, VAT included, as stored). */
export interface OrderForDocument {
  orderNumber: string;
  customerName: string;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  /** the gift wrap's price (0 without it) */
  giftWrap: number;
  total: number;
  /** Z: an export, zero-rated (VATEX-SA-32); S (or absent) standard-rated */
  vatCategory?: VatCategory;
  /** the promotions applied (issue 28): the item- and order-level ones are in `discount` */
  promotions?: AppliedPromotionDto[];
  items: (StoredLine & { id: number; quantity: number; lineTotal: number; promotions?: Array<{ promotionId: number; amount: number }> })[];
}

/** What a credit note gives back: an amount (partial refund), some lines (return), or everything. */
export type CreditRequest = { amount: number } | { lines: { itemId: number; quantity: number }[] } | { whole: true };

/** UNTDID 4461 payment means: 10 cash, 48 bank card, 1 instrument not defined (wallets, pay later), 97 clearing between partners (store credit). */
export const PAYMENT_MEANS: Record<PaymentMethod, string> = {
  cod: '10',
  mada: '48',
  card: '48',
  applepay: '48',
  stcpay: '1',
  tabby: '1',
  tamara: '1',
  wallet: '1',
  // the shop's own debt to the customer set against the invoice
  storeCredit: '97',
};

/** BT-153: the line as bought in both languages with its options ("… — 100 مل | … — 100 ml"); the SKU goes in BT-155. */
const lineName = (i: StoredLine) => `${itemTitle(i, 'ar', { sku: false })} | ${itemTitle(i, 'en', { sku: false })}`;

function couponAllowance(order: OrderForDocument, gross: Halalas) {
  const code = order.couponCode ? ` ${order.couponCode}` : '';
  return gross > 0 ? { reason: `خصم القسيمة${code} | Coupon${code}`, reasonCode: '95', gross } : null;
}

/** The order's promotions that took money off its lines (free shipping shows as no shipping charge). */
const discounting = (order: OrderForDocument) => (order.promotions ?? []).filter((p) => p.level !== 'shipping' && p.amount > 0);

/** One allowance per promotion (UNTDID 5189 code 95, discount), named in both languages by its label. */
function promotionAllowances(order: OrderForDocument, amounts: Array<{ promotionId: number; amount: Halalas }>): GrossAllowance[] {
  return amounts
    .filter((a) => a.amount > 0)
    .map(({ promotionId, amount }) => {
      const label = discounting(order).find((p) => p.promotionId === promotionId)?.label;
      return { reason: `عرض: ${label?.ar ?? promotionId} | Promotion: ${label?.en ?? promotionId}`, reasonCode: '95', gross: amount };
    });
}

/** The gross figures of an order's simplified tax invoice: lines, coupon allowance, shipping, COD fee and gift wrap charges. */
export function invoiceFigures(order: OrderForDocument): GrossFigures {
  const promotionsGiven = discounting(order).map((p) => ({ promotionId: p.promotionId, amount: toHalalas(p.amount) }));
  const charges = [
    { reason: 'الشحن | Shipping', reasonCode: 'FC', gross: toHalalas(order.shipping) },
    { reason: 'رسوم الدفع عند الاستلام | Cash on delivery fee', reasonCode: 'ABK', gross: toHalalas(order.codFee) },
    // UNTDID 7161 ABL: additional packaging
    { reason: 'تغليف الهدايا | Gift wrapping', reasonCode: 'ABL', gross: toHalalas(order.giftWrap) },
  ];
  return {
    lines: order.items.map((i) => ({
      name: lineName(i),
      sku: i.sku ?? null,
      itemId: i.id,
      quantity: i.quantity,
      gross: toHalalas(i.lineTotal),
    })),
    // the promotions first, then the coupon on what they left (the one pricing path's order)
    promotionAllowances: promotionAllowances(order, promotionsGiven),
    allowance: couponAllowance(order, toHalalas(order.discount) - promotionsGiven.reduce((s, p) => s + p.amount, 0)),
    charges,
    total: toHalalas(order.total),
    zeroRated: order.vatCategory === 'Z',
  };
}

export class CreditRequestError extends Error {}

/** The gross figures of a credit note (or, with an amount, of a debit note) against an order's invoice. */
export function correctionFigures(order: OrderForDocument, request: CreditRequest): GrossFigures {
  if ('whole' in request) return invoiceFigures(order);
  if ('amount' in request) {
    const gross = toHalalas(request.amount);
    if (gross <= 0) throw new CreditRequestError('amount must be above zero');
    return {
      lines: [{ name: `تعديل على الطلب ${order.orderNumber} | Adjustment to order ${order.orderNumber}`, quantity: 1, gross }],
      allowance: null,
      charges: [],
      total: gross,
      zeroRated: order.vatCategory === 'Z',
    };
  }
  const parts = refundPartsForLines(order, request.lines);
  if (!parts) throw new CreditRequestError(`lines ${JSON.stringify(request.lines)} are not in the order`);
  const lines: GrossLine[] = request.lines.map(({ itemId, quantity }) => {
    const item = order.items.find((i) => i.id === itemId)!;
    return {
      name: lineName(item),
      sku: item.sku ?? null,
      itemId,
      quantity,
      gross: Math.round((toHalalas(item.lineTotal) * quantity) / item.quantity),
    };
  });
  // the promotions and the coupon took their shares off these units: give back only what was paid for them
  return {
    lines,
    promotionAllowances: promotionAllowances(order, parts.promotions),
    allowance: couponAllowance(order, parts.coupon),
    charges: [],
    total: parts.total,
    zeroRated: order.vatCategory === 'Z',
  };
}
