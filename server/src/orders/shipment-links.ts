import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentStatus, PublicShipmentDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { deliveryWindow } from './order.mapper.js';
import { Order, OrderItem } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { ShipmentTokens } from './shipment-tokens.js';

/**
 * Tracking links (`/track/{token}`, tokens: ShipmentTokens). A shared token shows the parcel's
 * status, carrier and timeline only; a look-up token (its holder gave the order's number and
 * contact) adds the order number and what is in it. The owner's `/shipment/{paymentId}` keeps the
 * rest (name, address, tracking number).
 */
@Injectable()
export class ShipmentLinks {
  private readonly tokens: ShipmentTokens;
  private readonly lookupTokens: ShipmentTokens;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.tokens = new ShipmentTokens(config.jwtSecret);
    this.lookupTokens = new ShipmentTokens(config.jwtSecret, 'lookup');
  }

  /** The link a contact look-up answers (order number and items besides the shared view). */
  lookupTokenFor(orderId: number): string {
    return this.lookupTokens.tokenFor(orderId);
  }

  tokenFor(orderId: number): string {
    return this.tokens.tokenFor(orderId);
  }

  orderIdOf(token: string): number | null {
    return this.tokens.orderIdOf(token);
  }

  /** What the link shows: status, carrier, dates, timeline (and the order for a look-up); 404 (the same for every refusal) otherwise. */
  async publicShipment(token: string): Promise<PublicShipmentDto> {
    const looked = this.lookupTokens.orderIdOf(token);
    const orderId = looked ?? this.orderIdOf(token);
    const order = orderId ? await this.db.getRepository(Order).findOne({ where: { id: orderId } }) : null;
    if (!order) throw new NotFoundError('shipment.linkInvalid');
    const [events, payments, items, refunded] = await Promise.all([
      this.db.getRepository(OrderEvent).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      this.db.query<Array<{ status: PaymentStatus }>>(`SELECT status FROM payments WHERE "orderId" = $1`, [order.id]),
      looked ? this.db.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }) : [],
      looked ? this.refundedUnits(order.id) : new Map<number, number>(),
    ]);
    return {
      status: order.status,
      isShipped: order.status === 'OnTheWay' || order.status === 'Completed',
      carrier:
        order.carrierNameAr || order.carrierNameEn ? { name: { ar: order.carrierNameAr ?? '', en: order.carrierNameEn ?? '' } } : null,
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.completedAt?.toISOString() ?? null,
      estimatedDelivery: deliveryWindow(order),
      paymentStatus: payments[0]?.status ?? null,
      timeline: events.map((e) => ({ status: e.toStatus, at: e.createdAt.toISOString() })),
      order: looked
        ? {
            id: order.id,
            orderNumber: order.orderNumber,
            placedAt: order.createdAt.toISOString(),
            total: order.total,
            items: items.map((i) => ({
              id: i.id,
              name: { ar: i.nameAr, en: i.nameEn },
              optionLabels: i.optionLabels ?? [],
              quantity: i.quantity,
              refundedQuantity: refunded.get(i.id) ?? 0,
              isSample: i.isSample,
            })),
          }
        : null,
    };
  }

  /** Units refunded per line (from the refunds' lines). */
  private async refundedUnits(orderId: number): Promise<Map<number, number>> {
    const rows = await this.db.query<Array<{ itemId: number; units: number }>>(
      `SELECT (l->>'itemId')::int AS "itemId", sum((l->>'quantity')::int)::int AS units
       FROM payment_refunds r, jsonb_array_elements(r.lines) l WHERE r."orderId" = $1 GROUP BY 1`,
      [orderId],
    );
    return new Map(rows.map((r) => [r.itemId, r.units]));
  }
}
