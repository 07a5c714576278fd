import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PublicShipmentDto } from '@ward/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { deliveryWindow } from './order.mapper.js';
import { Order } from './order.entity.js';
import { canonicalBase64url, canonicalId } from '../common/canonical-token.js';

/** 128 bits of HMAC: as unguessable as a random token, with nothing to store. */
const MAC_BYTES = 16;

/**
 * Shareable tracking links (`/track/{token}`): the order id signed with a key of its own
 * (derived from JWT_SECRET, so every instance agrees and no table holds tokens). A token shows
 * the parcel's status and carrier only; the owner's `/shipment/{paymentId}` keeps the rest.
 */
@Injectable()
export class ShipmentLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:shipment-share:v1').digest();
  }

  private mac(orderId: number): Buffer {
    return createHmac('sha256', this.key).update(String(orderId)).digest().subarray(0, MAC_BYTES);
  }

  tokenFor(orderId: number): string {
    return `${orderId.toString(36)}.${this.mac(orderId).toString('base64url')}`;
  }

  /** The order id a token was made for, or null for anything else (malformed, forged, altered). */
  orderIdOf(token: string): number | null {
    const match = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    // one spelling per token: no leading zeros in the id, no spare bits in the signature
    const orderId = canonicalId(match[1], 36);
    const given = canonicalBase64url(match[2]);
    if (orderId === null || given === null) return null;
    return given.length === MAC_BYTES && timingSafeEqual(given, this.mac(orderId)) ? orderId : null;
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
