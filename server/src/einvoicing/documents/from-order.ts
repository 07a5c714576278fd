import { toHalalas, type Halalas, type PaymentMethod } from '@ward/shared';
import { itemTitle, type StoredLine } from '../../orders/order-items.js';
import { apportion, type GrossFigures, type GrossLine } from './amounts.js';

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
  items: (StoredLine & { id: number; quantity: number; lineTotal: number })[];
}

/** What a credit note gives back: an amount (partial refund), some lines (return), or everything. */
export type CreditRequest = { amount: number } | { lines: { itemId: number; quantity: number }[] } | { whole: true };

/** UNTDID 4461 payment means: 10 cash, 48 bank card, 1 instrument not defined (wallets, pay later). */
export const PAYMENT_MEANS: Record<PaymentMethod, string> = {
  cod: '10',
  mada: '48',
  card: '48',
  applepay: '48',
  stcpay: '1',
  tabby: '1',
  tamara: '1',
  wallet: '1',
};

/** BT-153: the line as bought in both languages with its options ("… — 100 مل | … — 100 ml"); the SKU goes in BT-155. */
const lineName = (i: StoredLine) => `${itemTitle(i, 'ar', { sku: false })} | ${itemTitle(i, 'en', { sku: false })}`;

function couponAllowance(order: OrderForDocument, gross: Halalas) {
  const code = order.couponCode ? ` ${order.couponCode}` : '';
  return gross > 0 ? { reason: `خصم القسيمة${code} | Coupon${code}`, reasonCode: '95', gross } : null;
}

/** The gross figures of an order's simplified tax invoice: lines, coupon allowance, shipping, COD fee and gift wrap charges. */
export function invoiceFigures(order: OrderForDocument): GrossFigures {
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
    allowance: couponAllowance(order, toHalalas(order.discount)),
    charges,
    total: toHalalas(order.total),
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
    };
  }
  const lines: GrossLine[] = request.lines.map(({ itemId, quantity }) => {
    const item = order.items.find((i) => i.id === itemId);
    if (!item || !Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity)
      throw new CreditRequestError(`line ${itemId} × ${quantity} is not in the order`);
    return {
      name: lineName(item),
      sku: item.sku ?? null,
      itemId,
      quantity,
      gross: Math.round((toHalalas(item.lineTotal) * quantity) / item.quantity),
    };
  });
  const linesGross = lines.reduce((s, l) => s + l.gross, 0);
  // the coupon took its share off these lines too: give back only what was paid for them
  const [couponShare] = apportion(toHalalas(order.discount), [linesGross, Math.max(0, toHalalas(order.subtotal) - linesGross)]);
  return { lines, allowance: couponAllowance(order, couponShare), charges: [], total: linesGross - couponShare };
}
