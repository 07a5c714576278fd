import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentStatus } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment } from './payment.entity.js';
import { PaymentSettlement, type FinalPaymentStatus, type NotificationOutcome } from './payment-settlement.service.js';
import { sqlRows } from '../database/sql-rows.js';

/** Every minute, across all instances: unpaid online payments past their expiry fail and release their stock. */
const EXPIRY_SWEEP = { name: 'payments.expire-unpaid', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };
/** Every minute, across all instances: payments still pending a while after they started are fetched from their provider. */
const RECONCILE_SWEEP = { name: 'payments.reconcile-pending', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };
/** How long a payment may stay pending before the sweep asks its provider (webhooks usually come within seconds). */
export const RECONCILE_AFTER_MS = 2 * 60_000;
const BATCH = 200;

/**
 * Nothing lost when a notification is: payments still pending are fetched from their provider
 * with the secret key and settled (on reads of a payment, and by a sweep every minute for every
 * payment pending longer than two minutes); unpaid payments past their expiry are stopped at the
 * provider and expire. Safe with several instances: the schedules run once per tick, and each
 * payment settles once (row lock, status check, event ids).
 */
@Injectable()
export class PaymentReconciliation implements OnModuleInit {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateways: GatewayRegistry,
    private readonly settlement: PaymentSettlement,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.every(EXPIRY_SWEEP, '* * * * *', async () => void (await this.expireUnpaid()));
    await this.jobs.every(RECONCILE_SWEEP, '* * * * *', async () => void (await this.reconcilePending()));
  }

  /** A pending online payment: apply a status its provider knows but we missed, expire it when due. */
  async reconcile(payment: Payment): Promise<NotificationOutcome | null> {
    if (payment.gateway === 'cod' || payment.status !== 'Pending') return null;
    try {
      if (!payment.invoiceId) {
        if (payment.expiresAt && payment.expiresAt.getTime() <= Date.now())
          return this.settlement.settle(payment.id, 'Expired', null, { eventId: `expire:${payment.id}`, actor: 'system' });
        return null;
      }
      const state = await this.gateways.get(payment.gateway).fetchPayment(payment.invoiceId);
      if (state.status !== 'Pending')
        return this.settlement.apply(payment, state, {
          eventId: `reconcile:${payment.gateway}:${payment.invoiceId}:${state.status}`,
          actor: 'gateway',
        });
      if (payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) await this.expireOne(payment.id);
      return null;
    } catch (error) {
      // the status answer still shows what we know; the sweeps try again
      this.logger.warn(`reconcile of ${payment.id} failed: ${(error as Error).message}`);
      return null;
    }
  }

  /** Fetches every payment pending longer than RECONCILE_AFTER_MS from its provider. Returns how many settled. */
  async reconcilePending(now: Date = new Date()): Promise<number> {
    const due = await sqlRows<{ id: string }>(
      this.db,
      `SELECT id FROM payments WHERE status = 'Pending' AND gateway <> 'cod' AND "createdAt" <= $1 ORDER BY "createdAt" LIMIT ${BATCH}`,
      [new Date(now.getTime() - RECONCILE_AFTER_MS)],
    );
    let settled = 0;
    for (const { id } of due as Array<{ id: string }>) {
      const payment = await this.db.getRepository(Payment).findOneBy({ id });
      if (payment && (await this.reconcile(payment)) === 'applied') settled++;
    }
    return settled;
  }

  /** Expires every online payment still pending after its expiry time (their orders release stock). Returns how many. */
  async expireUnpaid(now: Date = new Date()): Promise<number> {
    const due: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM payments WHERE status = 'Pending' AND gateway <> 'cod' AND "expiresAt" <= $1 ORDER BY "expiresAt" LIMIT 500`,
      [now],
    );
    let expired = 0;
    for (const { id } of due) {
      try {
        if ((await this.expireOne(id)) === 'Expired') expired++;
      } catch (error) {
        this.logger.error(`expiry of payment ${id} failed: ${(error as Error).message}`);
      }
    }
    return expired;
  }

  /** Stops the payment at its provider first: if the shopper paid at the last second, the payment counts. */
  private async expireOne(paymentId: string): Promise<PaymentStatus> {
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (payment.status !== 'Pending') return payment.status;
    const gateway = payment.invoiceId ? this.gateways.get(payment.gateway) : null;
    const atGateway = gateway ? await gateway.cancelInvoice(payment.invoiceId!, 'Expired') : 'Expired';
    const source = { eventId: `expire:${payment.id}`, actor: 'system' as const };
    if (gateway && atGateway === 'Paid') {
      // paid at the last second: what the provider holds decides (its amount is checked too)
      await this.settlement.apply(payment, await gateway.fetchPayment(payment.invoiceId!), source);
      return (await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId })).status;
    }
    const status: FinalPaymentStatus = atGateway === 'Failed' || atGateway === 'Canceled' ? atGateway : 'Expired';
    await this.settlement.settle(payment.id, status, status === 'Expired' ? 'expired' : null, source);
    return status;
  }
}
