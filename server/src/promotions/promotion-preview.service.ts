import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toSar, type Language, type PromotionInput, type PromotionPreviewDto, type PromotionPreviewInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { loadCheckoutContext, type PromotionRow } from '../orders/pricing/checkout-context.js';
import { lookupIds, priceCheckout, type CheckoutRequest } from '../orders/pricing/price-checkout.js';
import { nudgeDto } from '../orders/pricing/promotion-dtos.js';

const NO_COUPON = { asked: false, error: null };

/** The editor's promotion as pricing reads a running one: alone, running now, its whole budget left. */
function draftRow(p: PromotionInput): PromotionRow {
  return {
    id: 0,
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
 * Nothing is written; its schedule, limits and other promotions are left aside.
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
    const context = await loadCheckoutContext(this.db, {
      ...lookupIds(request.items),
      couponCode: null,
      country: order?.country ?? input.country,
      customerId: order?.userId ?? null,
    });
    const without = priceCheckout({ ...context, promotions: [] }, request, NO_COUPON);
    const priced = priceCheckout({ ...context, promotions: [draftRow(input.promotion)] }, request, NO_COUPON);
    const { totals, promotions } = priced;
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
      applies: !!promotions?.applied.length,
      nudge: nudgeDto(promotions, lang),
      orderNumber: order?.orderNumber ?? null,
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
