import fc from 'fast-check';
import { applyPromotions, priceOrder, refundForLines, toSar, type PromotionTerms } from '@ward/shared';
import { brokenRules } from '../xml/business-rules.js';
import { nodesAt, parseXml, textAt } from '../xml/namespaces.js';
import { unsignedXml } from './compose.js';
import { correctionFigures, invoiceFigures, type OrderForDocument } from './from-order.js';
import { header, order as plainOrder, promotedOrder } from '../../testing/einvoice-documents.js';

/**
 * Issue 28: what promotions took off an order is in its tax documents the way the coupon is, as
 * document-level allowances (UNTDID 5189 code 95), one per promotion before the coupon's; a credit
 * note for returned units takes off their own promotions' shares, so it gives back what they cost.
 */
const amountAt = (xml: string, path: string) => Number(textAt(parseXml(xml), path));
const allowances = (xml: string) =>
  nodesAt(parseXml(xml), "/*/cac:AllowanceCharge[cbc:ChargeIndicator='false']").map((n) => [
    textAt(n, 'cbc:AllowanceChargeReasonCode'),
    textAt(n, 'cbc:AllowanceChargeReason'),
    textAt(n, 'cbc:Amount'),
  ]);
const noteHeader = () =>
  header({ kind: 'credit-note', number: 'CN-2026-000002', billingReference: 'INV-2026-000001', reason: 'إرجاع | Returned' });

test('each promotion is an allowance named by its label, then the coupon on what they left; the invoice asks what was paid', () => {
  const xml = unsignedXml(header(), invoiceFigures(promotedOrder));
  // VAT-inclusive 100.00, 14.50 and 27.55, each less its own VAT
  expect(allowances(xml)).toEqual([
    ['95', 'عرض: الثالثة مجاناً | Promotion: 3rd one free', '86.96'],
    ['95', 'عرض: خصم 5% | Promotion: 5% off', '12.61'],
    ['95', 'خصم القسيمة WARD10 | Coupon WARD10', '23.96'],
  ]);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(287.94);
  expect(brokenRules(xml)).toEqual([]);
  // an order without promotions keeps its one coupon allowance
  expect(allowances(unsignedXml(header(), invoiceFigures(plainOrder)))).toEqual([['95', 'خصم القسيمة WARD10 | Coupon WARD10', '33.13']]);
});

test('a returned unit’s credit note takes off its line’s promotions and its coupon share, as the refund does', () => {
  const one = correctionFigures(promotedOrder, { lines: [{ itemId: 21, quantity: 1 }] });
  // 100 less a third of the line's 110 of promotions (split 33.34 / 3.33), less 6.33 of the coupon
  expect([one.promotionAllowances?.map((a) => a.gross), one.allowance?.gross, one.total]).toEqual([[3334, 333], 633, 5700]);
  expect(one.total).toBe(refundForLines(promotedOrder, [{ itemId: 21, quantity: 1 }]));
  const xml = unsignedXml(noteHeader(), one);
  expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(57);
  expect(brokenRules(xml)).toEqual([]);
  // every unit back in one note: exactly what was paid for them
  const all = correctionFigures(promotedOrder, {
    lines: [
      { itemId: 21, quantity: 3 },
      { itemId: 22, quantity: 1 },
    ],
  });
  expect(all.total).toBe(38999 - 14205);
  expect(brokenRules(unsignedXml(noteHeader(), all))).toEqual([]);
});

test('any cart the engine discounts makes an invoice that keeps every checked rule and asks exactly what was paid', () => {
  const line = fc.record({ price: fc.integer({ min: 1, max: 300_000 }), quantity: fc.integer({ min: 1, max: 6 }) });
  fc.assert(
    fc.property(
      fc.array(line, { minLength: 1, maxLength: 5 }),
      fc.integer({ min: 1, max: 100 }),
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
      fc.integer({ min: 0, max: 9000 }),
      (lines, orderPercent, couponPercent, shipping) => {
        const promotions: PromotionTerms[] = [
          {
            id: 1,
            priority: 0,
            combinable: true,
            combinesWithCoupons: true,
            label: { ar: 'الثالثة مجاناً', en: '3rd free' },
            rule: { type: 'buyXgetY', buy: { quantity: 2, items: {} }, get: { quantity: 1, items: {} }, percentOff: 100 },
          },
          {
            id: 2,
            priority: 0,
            combinable: true,
            combinesWithCoupons: true,
            label: { ar: 'خصم', en: 'Off' },
            rule: { type: 'orderDiscount', discount: { percent: orderPercent } },
          },
        ];
        const outcome = applyPromotions({
          lines: lines.map((l, i) => ({ variantId: i + 1, productId: i + 1, unitPrice: l.price, quantity: l.quantity })),
          promotions,
        });
        const p = priceOrder({
          lines: lines.map((l) => ({ ...l, discountPercent: null })),
          coupon: couponPercent ? { isPercentage: true, value: couponPercent } : null,
          promotions: outcome,
        });
        const o: OrderForDocument = {
          ...plainOrder,
          subtotal: toSar(p.subtotal),
          discount: toSar(p.discount),
          shipping: toSar(shipping),
          codFee: 0,
          total: toSar(p.total + shipping),
          promotions: outcome.applied.map((a) => ({
            promotionId: a.promotionId,
            type: a.type,
            level: a.level,
            label: a.label!,
            amount: toSar(a.amount),
          })),
          items: p.lines.map((l, i) => ({
            id: i + 1,
            nameAr: 'عطر',
            nameEn: 'Perfume',
            quantity: l.quantity,
            lineTotal: toSar(l.lineTotal),
            promotions: outcome.lines[i].shares.map((s) => ({ promotionId: s.promotionId, amount: toSar(s.amount) })),
          })),
        };
        const xml = unsignedXml(header(), invoiceFigures(o));
        expect(brokenRules(xml)).toEqual([]);
        expect(amountAt(xml, '/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(o.total);
        const every = o.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
        expect(correctionFigures(o, { lines: every }).total).toBe(p.subtotal - p.discount);
      },
    ),
    { numRuns: 100 },
  );
});
