import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type GuestPlaceOrderInput, type Language, type GuestPlacedOrderDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { OrderAccessTokens } from '../../auth/order-access.js';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { OrderPlacementService } from '../order-placement.service.js';
import { contactKey, guestRecordFor, refuseCouponUsedByOwner } from './guest-customers.js';

/** Guest orders per client address an hour, and per contact an hour (shared mobile networks put many shoppers behind one address). */
export const GUEST_ORDER_LIMITS = { perAddressPerHour: 20, perContactPerHour: 5 } as const;

export type GuestPlaced = GuestPlacedOrderDto;

/**
 * Buying without an account (issue 18): the guest record of the contact places the order through
 * the one placement path (same pricing, stock, coupons, hold caps, idempotency), and the answer
 * carries the order's access token. A guest who gave a mobile hears about the order by text (messaging).
 */
@Injectable()
export class GuestCheckoutService {
  private readonly access: OrderAccessTokens;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly placement: OrderPlacementService,
    private readonly limits: RateLimitService,
  ) {
    this.access = new OrderAccessTokens(config.jwtSecret);
  }

  async place(
    input: GuestPlaceOrderInput,
    key: string | null,
    lang: Language,
    ip: string,
  ): Promise<{ placed: GuestPlaced; replayed: boolean }> {
    const { guest: who, ...order } = input;
    const contact = contactKey(who.contact);
    await this.limits.consume(`guest-order:ip:${ip}`, GUEST_ORDER_LIMITS.perAddressPerHour, 3600);
    await this.limits.consume(`guest-order:contact:${contact}`, GUEST_ORDER_LIMITS.perContactPerHour, 3600);

    const { id: guestId, created } = await this.db.transaction(async (m) => {
      await refuseCouponUsedByOwner(m, who.contact, order.couponCode);
      return guestRecordFor(m, who.name, who.contact);
    });
    const user: AuthUser = { id: guestId, role: 'Customer', name: who.name, email: null };
    const guest = 'email' in who.contact ? { email: who.contact.email, phone: null } : { email: null, phone: who.contact.phone };
    try {
      const result = await this.placement.place(user, { ...order, addressId: null, saveAddress: false }, key, lang, ip, guest);
      return { ...result, placed: { ...result.placed, access: this.access.issue(result.placed.order.id, guestId) } };
    } catch (error) {
      // a refused first checkout leaves no guest record behind
      if (created)
        await this.db
          .query(`DELETE FROM users WHERE id = $1 AND "isGuest" AND NOT EXISTS (SELECT 1 FROM orders WHERE "userId" = $1)`, [guestId])
          .catch(() => undefined);
      throw error;
    }
  }
}
