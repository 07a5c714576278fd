import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toSar, translate, type Language, type PromotionInput, type PromotionPreviewDto, type PromotionPreviewInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { loadCheckoutContext, type PromotionRow } from '../orders/pricing/checkout-context.js';
import { lookupIds, priceCheckout, type CheckoutRequest } from '../orders/pricing/price-checkout.js';
import { couponCodeOf } from '../orders/pricing/checkout-pricer.js';
import { appliedPromotionsDto, nudgeDto } from '../orders/pricing/promotion-dtos.js';

/** The draft's id while it is priced: no stored promotion has it. */
const DRAFT = 0;

/** The editor's promotion as pricing reads a running one: alone, running now, its whole budget left. */
function draftRow(p: PromotionInput): PromotionRow {
  return {
    id: DRAFT,
    label: p.label,
    rule: p.rule,
    conditions: p.conditions,
    days: null,
    hours: null,
    startsAt: new Date(0).toISOString(),
    priority: p.priority,
    combinable: p.combinable,
    combinesWithCoupons: p.combinesWithCoupons,
    budgetLeft: p.budget,
    perCustomerLimit: null,
    customerUses: 0,
  };
}

interface PastOrder {
  orderNumber: string;
  userId: number;
  country: PromotionPreviewInput['country'];
  paymentMethod: PromotionPreviewInput['paymentMethod'];
  items: Array<{ variantId: number; quantity: number }>;
}

/**
 * "Try it on this cart" (issue 28): the promotion being edited, priced through the one pricing path
 * (`priceCheckout`) on sample lines or a past order's lines at today's prices, without and with it.
 * Nothing is written; its schedule and limits are left aside, and so are the other promotions unless
 * it is tried `together` with those running now (the stored copy of the one edited gives way to the
 * form's). A coupon code is priced after the promotions, as at checkout.
 */
@Injectable()
export class PromotionPreviewService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async preview(input: PromotionPreviewInput, lang: Language): Promise<PromotionPreviewDto> {
    const order = input.orderId === null ? null : await this.pastOrder(input.orderId);
    const request: CheckoutRequest = {
      items: order ? order.items : input.items,
      paymentMethod: order?.paymentMethod ?? input.paymentMethod,
    };
    const coupon = couponCodeOf(input.couponCode);
    const context = await loadCheckoutContext(this.db, {
      ...lookupIds(request.items),
      couponCode: coupon.code,
      country: order?.country ?? input.country,
      customerId: order?.userId ?? null,
    });
    const running = input.together ? context.promotions.filter((p) => p.id !== input.promotionId) : [];
    const without = priceCheckout({ ...context, promotions: running }, request, coupon);
    const priced = priceCheckout({ ...context, promotions: [...running, draftRow(input.promotion)] }, request, coupon);
    const { totals, promotions } = priced;
    const applied = appliedPromotionsDto(promotions);
    return {
      lines: priced.lines.map((l) => ({
        variantId: l.variant?.id ?? null,
        name: l.variant ? { ar: l.variant.nameAr, en: l.variant.nameEn } : null,
        quantity: l.quantity,
        lineTotal: toSar(l.priced?.lineTotal ?? 0),
        promotionDiscount: toSar(l.promotion?.discount ?? 0),
      })),
      subtotal: toSar(totals.subtotal),
      promotionDiscount: toSar(totals.promotionDiscount),
      shippingDiscount: toSar(promotions?.shippingDiscount ?? 0),
      totalWithout: toSar(without.totals.total),
      total: toSar(totals.total),
      applies: applied.some((a) => a.promotionId === DRAFT),
      nudge: nudgeDto(promotions, lang),
      orderNumber: order?.orderNumber ?? null,
      others: applied.filter((a) => a.promotionId !== DRAFT),
      coupon: priced.coupon ? { code: priced.coupon.code, discount: toSar(totals.discount - totals.promotionDiscount) } : null,
      couponError: priced.couponError ? translate(priced.couponError.messageKey, lang, priced.couponError.params) : null,
    };
  }

  /** A placed order's sold lines (not its free samples), customer, destination and payment method. */
  private async pastOrder(id: number): Promise<PastOrder> {
    const [order] = await this.db.query<PastOrder[]>(
      `SELECT o."orderNumber", o."userId", o.country, o."paymentMethod",
         coalesce((SELECT json_agg(json_build_object('variantId', i."variantId", 'quantity', i.quantity) ORDER BY i.id)
           FROM order_items i WHERE i."orderId" = o.id AND NOT i."isSample" AND i."variantId" IS NOT NULL), '[]') AS items
       FROM orders o WHERE o.id = $1`,
      [id],
    );
    if (!order) throw new BadInputError('error.validation', { orderId: 'order.notFound' });
    return order;
  }
}
