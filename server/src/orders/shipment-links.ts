import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PublicShipmentDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { deliveryWindow } from './order.mapper.js';
import { Order } from './order.entity.js';
import { ShipmentTokens } from './shipment-tokens.js';

/**
 * Shareable tracking links (`/track/{token}`, tokens: ShipmentTokens). A token shows the parcel's
 * status and carrier only; the owner's `/shipment/{paymentId}` keeps the rest.
 */
@Injectable()
export class ShipmentLinks {
  private readonly tokens: ShipmentTokens;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.tokens = new ShipmentTokens(config.jwtSecret);
  }

  tokenFor(orderId: number): string {
    return this.tokens.tokenFor(orderId);
  }

  orderIdOf(token: string): number | null {
    return this.tokens.orderIdOf(token);
  }

  /** What the link shows: status, carrier, dates; 404 (the same for every refusal) otherwise. */
  async publicShipment(token: string): Promise<PublicShipmentDto> {
    const orderId = this.orderIdOf(token);
    const order = orderId ? await this.db.getRepository(Order).findOne({ where: { id: orderId } }) : null;
    if (!order) throw new NotFoundError('shipment.linkInvalid');
    return {
      status: order.status,
      isShipped: order.status === 'OnTheWay' || order.status === 'Completed',
      carrier:
        order.carrierNameAr || order.carrierNameEn ? { name: { ar: order.carrierNameAr ?? '', en: order.carrierNameEn ?? '' } } : null,
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.completedAt?.toISOString() ?? null,
      estimatedDelivery: deliveryWindow(order),
    };
  }
}
