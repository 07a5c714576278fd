import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderLookupInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { OrderAccessTokens } from '../auth/order-access.js';
import { NotFoundError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { VERIFIED_OWNER } from '../customers/user.entity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ShipmentLinks } from './shipment-links.js';

/** Look-ups per client address a minute, and per order number an hour (a number's contact cannot be guessed). */
export const ORDER_LOOKUP_LIMITS = { perAddressPerMinute: 10, perOrderPerHour: 10 } as const;

/**
 * Following an order without signing in (issue 18): its number and the email or mobile it was
 * placed with (or the verified email or mobile of its account) answer the order's look-up tracking
 * token (`/track/{token}`: status, timeline, carrier, order number and items). Any mismatch is the same 404.
 * A guest's order (no account to sign in to) also gets its `X-Order-Access` token, as its checkout
 * did: the same proof opens the order's returns (issue 30) on the tracking page.
 */
export interface OrderLookupAnswer {
  orderNumber: string;
  token: string;
  /** a guest's order only: its access token (24 hours) */
  access: { orderId: number; token: string; expiresAt: string } | null;
}

@Injectable()
export class OrderLookupService {
  private readonly access: OrderAccessTokens;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: ShipmentLinks,
    private readonly limits: RateLimitService,
    @Inject(WARD_CONFIG) config: WardConfig,
  ) {
    this.access = new OrderAccessTokens(config.jwtSecret);
  }

  async lookup({ orderNumber, contact }: OrderLookupInput, ip: string): Promise<OrderLookupAnswer> {
    await this.limits.consume(`lookup:ip:${ip}`, ORDER_LOOKUP_LIMITS.perAddressPerMinute, 60);
    await this.limits.consume(`lookup:order:${orderNumber}`, ORDER_LOOKUP_LIMITS.perOrderPerHour, 3600);
    const rows: Array<{ id: number; userId: number; isGuest: boolean | null }> =
      'email' in contact
        ? await this.db.query(
            `SELECT o.id, o."userId", u."isGuest" FROM orders o LEFT JOIN users u ON u.id = o."userId"
             WHERE o."orderNumber" = $1 AND (o."customerEmail" = $2 OR ${VERIFIED_OWNER('u', '$2')})`,
            [orderNumber, contact.email],
          )
        : await this.db.query(
            `SELECT o.id, o."userId", u."isGuest" FROM orders o LEFT JOIN users u ON u.id = o."userId"
             WHERE o."orderNumber" = $1 AND (o."customerPhone" = $2 OR ${VERIFIED_OWNER('u', '$2')})`,
            [orderNumber, contact.phone],
          );
    const [found] = rows;
    if (!found) throw new NotFoundError('order.lookupNotFound');
    const access = found.isGuest ? { orderId: found.id, ...this.access.issue(found.id, found.userId) } : null;
    return { orderNumber, token: this.links.lookupTokenFor(found.id), access };
  }
}
