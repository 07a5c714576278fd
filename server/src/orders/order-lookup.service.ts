import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderLookupInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { VERIFIED_OWNER } from '../customers/user.entity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ShipmentLinks } from './shipment-links.js';

/** Look-ups per client address a minute, and per order number an hour (a number's contact cannot be guessed). */
export const ORDER_LOOKUP_LIMITS = { perAddressPerMinute: 10, perOrderPerHour: 10 } as const;

/**
 * Following an order without signing in (issue 18): its number and the email or mobile it was
 * placed with (or the verified email or mobile of its account) answer the order's look-up tracking
 * token (`/track/{token}`: status, timeline, carrier, order number and items). Any mismatch is the same 404.
 */
@Injectable()
export class OrderLookupService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: ShipmentLinks,
    private readonly limits: RateLimitService,
  ) {}

  async lookup({ orderNumber, contact }: OrderLookupInput, ip: string): Promise<{ orderNumber: string; token: string }> {
    await this.limits.consume(`lookup:ip:${ip}`, ORDER_LOOKUP_LIMITS.perAddressPerMinute, 60);
    await this.limits.consume(`lookup:order:${orderNumber}`, ORDER_LOOKUP_LIMITS.perOrderPerHour, 3600);
    const rows: Array<{ id: number }> =
      'email' in contact
        ? await this.db.query(
            `SELECT o.id FROM orders o LEFT JOIN users u ON u.id = o."userId"
             WHERE o."orderNumber" = $1 AND (o."customerEmail" = $2 OR ${VERIFIED_OWNER('u', '$2')})`,
            [orderNumber, contact.email],
          )
        : await this.db.query(
            `SELECT o.id FROM orders o LEFT JOIN users u ON u.id = o."userId"
             WHERE o."orderNumber" = $1 AND (o."customerPhone" = $2 OR ${VERIFIED_OWNER('u', '$2')})`,
            [orderNumber, contact.phone],
          );
    if (!rows[0]) throw new NotFoundError('order.lookupNotFound');
    return { orderNumber, token: this.links.lookupTokenFor(rows[0].id) };
  }
}
