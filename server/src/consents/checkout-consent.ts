import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';
import { Consents } from './consents.service.js';

/**
 * The checkout's unticked "offers and cart reminders" box (issue 33 §1): when it was ticked, the
 * order's email (or, without one, its mobile by SMS) is recorded as agreeing, in the order's
 * transaction, with the text version the box showed.
 */
@Injectable()
export class CheckoutConsent implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly consents: Consents,
  ) {}

  onModuleInit(): void {
    this.events.within('order.placed', async (m, e) => {
      if (e.marketingConsent) await this.record(m, e.orderId, e.marketingConsent);
    });
  }

  private async record(m: EntityManager, orderId: number, asked: { textVersion: string; ip: string }): Promise<void> {
    const [order] = await sqlRows<{ userId: number | null; email: string | null; phone: string | null }>(
      m,
      `SELECT "userId", "customerEmail" AS email, "customerPhone" AS phone FROM orders WHERE id = $1`,
      [orderId],
    );
    const contact = order?.email
      ? { channel: 'email' as const, contact: order.email }
      : order?.phone
        ? { channel: 'sms' as const, contact: order.phone }
        : null;
    if (!contact) return;
    if (await this.consents.allows(m, contact.channel, contact.contact)) return;
    await this.consents.record(m, [
      { userId: order.userId, ...contact, granted: true, textVersion: asked.textVersion, source: 'checkout', ip: asked.ip },
    ]);
  }
}
