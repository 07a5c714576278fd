import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_EXPIRY_MINUTES, PAYMENT_METHODS, toHalalas, type PaymentDto, type PaymentMethod, type PaymentStatus } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { BadInputError, ConflictError, DomainError, NotFoundError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { JobQueue } from '../jobs/job-queue.js';
import type { AuthUser } from '../auth/auth-user.js';
import { PAYMENT_GATEWAY, type GatewayEvent, type GatewayNotification, type PaymentGateway } from './gateway.js';
import { Metrics } from '../metrics/metrics.service.js';
import { Payment } from './payment.entity.js';
import { updateReturning } from './sql.js';

export type FinalPaymentStatus = 'Paid' | 'Failed' | 'Canceled' | 'Expired';

/**
 * What the order side does when a payment settles, inside the same transaction (checkout's
 * OrderWorkflow registers it: paid → New, anything else → PaymentFailure with stock released).
 */
export type PaymentOutcomeHandler = (
  manager: EntityManager,
  payment: Payment,
  status: FinalPaymentStatus,
  reason: string | null,
) => Promise<void>;

/** `refunded`: money that arrived for a payment already expired, cancelled or failed went straight back. */
export type NotificationOutcome = 'applied' | 'ignored' | 'duplicate' | 'refunded';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every minute, across all instances: unpaid online payments past their expiry fail and release their stock. */
const EXPIRY_SWEEP = { name: 'payments.expire-unpaid', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60 };

/**
 * Creating an invoice holds a pooled connection (the payment's row lock) while the gateway works,
 * and the built-in gateway takes a second pooled connection for its own books. Unbounded, a burst
 * of card orders (a sale, or every client retrying after a restart) holds every pooled connection
 * and waits on itself until the pool's connect timeout: 503s for everyone. At most half the pool
 * creates invoices at once.
 */
class Slots {
  private waiting: Array<() => void> = [];
  constructor(private free: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((take) => this.waiting.push(take));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/**
 * Payments of orders: one per order (cash on delivery included, collected on delivery), online
 * invoices at the gateway, signed notifications applied once, reconciliation when a
 * notification went missing, and the expiry of unpaid invoices (a scheduled job).
 */
@Injectable()
export class PaymentsService implements OnModuleInit {
  private readonly logger = new Logger('Payments');
  private handler: PaymentOutcomeHandler | null = null;
  private readonly invoiceSlots = new Slots(Math.max(1, Math.floor((Number(process.env.DB_POOL_SIZE) || 20) / 2)));

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_GATEWAY) readonly gateway: PaymentGateway,
    private readonly jobs: JobQueue,
    private readonly settings: SettingsService,
    private readonly metrics: Metrics,
  ) {}

  /** What checkout offers: cash on delivery always, card and e-wallet when a gateway takes them. */
  paymentMethods(): PaymentMethod[] {
    return PAYMENT_METHODS.filter((m) => m === 'cod' || this.gateway.acceptsOnline);
  }

  async onModuleInit(): Promise<void> {
    this.settings.addPublicFacts(() => ({ testMode: this.gateway.testMode, paymentMethods: this.paymentMethods() }));
    const withSink = this.gateway as PaymentGateway & { onNotification?(sink: (n: GatewayNotification) => Promise<void>): void };
    withSink.onNotification?.(async (n) => void (await this.handleNotification(n)));
    await this.jobs.every(EXPIRY_SWEEP, '* * * * *', async () => void (await this.expireUnpaid()));
  }

  onOutcome(handler: PaymentOutcomeHandler): void {
    this.handler = handler;
  }

  // ---- created with the order ----

  /** The order's payment row, in the order's transaction. The gateway invoice comes after commit (`ensureInvoice`). */
  async createForOrder(
    manager: EntityManager,
    order: { id: number; userId: number; total: number },
    method: PaymentMethod,
  ): Promise<Payment> {
    const online = method !== 'cod';
    if (online && !this.gateway.acceptsOnline)
      throw new ConflictError('payment.methodUnavailable', {}, { paymentMethod: 'payment.methodUnavailable' });
    const repo = manager.getRepository(Payment);
    return repo.save(
      repo.create({
        orderId: order.id,
        userId: order.userId,
        gateway: online ? this.gateway.name : 'cod',
        method,
        amount: order.total,
        currency: 'SAR',
        status: 'Pending',
        expiresAt: online ? new Date(Date.now() + PAYMENT_EXPIRY_MINUTES * 60_000) : null,
      }),
    );
  }

  /** Creates the gateway invoice of an online payment that has none yet (retried on reads when the gateway was down). */
  async ensureInvoice(paymentId: string, orderNumber: string): Promise<Payment> {
    const needsInvoice = (p: Payment) =>
      p.gateway !== 'cod' && !p.invoiceId && p.status === 'Pending' && !!p.expiresAt && p.expiresAt.getTime() > Date.now();
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (!needsInvoice(payment)) return payment;
    try {
      // the row lock makes concurrent callers (an idempotent retry, a status read) wait for one invoice
      return await this.invoiceSlots.run(() =>
        this.db.transaction(async (m) => {
          const locked = await m.getRepository(Payment).findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
          if (!locked || !needsInvoice(locked)) return locked ?? payment;
          const invoice = await this.gateway.createInvoice({
            reference: locked.id,
            amount: toHalalas(locked.amount),
            currency: 'SAR',
            method: locked.method,
            description: `ورد · Ward — ${orderNumber}`,
            expiresAt: locked.expiresAt!,
            returnUrl: `${this.config.publicUrl}/payment/result?paymentId=${locked.id}`,
          });
          await m.query(`UPDATE payments SET "invoiceId" = $2, "redirectUrl" = $3, "updatedAt" = now() WHERE id = $1`, [
            locked.id,
            invoice.invoiceId,
            invoice.redirectUrl,
          ]);
          return m.getRepository(Payment).findOneByOrFail({ id: paymentId });
        }),
      );
    } catch (error) {
      this.logger.warn(`invoice for payment ${payment.id} not created: ${(error as Error).message}`);
      return payment;
    }
  }

  // ---- reads ----

  /** A payment its customer (or an admin) may see; anyone else gets 404. Reconciles a pending one first. */
  async getForUser(
    paymentId: string,
    user: AuthUser,
    notFoundKey: 'payment.notFound' | 'shipment.linkInvalid' = 'payment.notFound',
  ): Promise<{ payment: Payment; orderNumber: string }> {
    if (!UUID.test(paymentId)) throw new NotFoundError(notFoundKey);
    const rows: Array<{ orderNumber: string }> = await this.db.query(
      `SELECT o."orderNumber" FROM payments p JOIN orders o ON o.id = p."orderId" WHERE p.id = $1 AND ($2::int IS NULL OR p."userId" = $2)`,
      [paymentId, user.role === 'Admin' ? null : user.id],
    );
    if (!rows.length) throw new NotFoundError(notFoundKey);
    await this.reconcile(paymentId, rows[0].orderNumber);
    return { payment: await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId }), orderNumber: rows[0].orderNumber };
  }

  toDto(payment: Payment, orderNumber: string): PaymentDto {
    return {
      id: payment.id,
      orderId: payment.orderId,
      orderNumber,
      method: payment.method,
      invoiceId: payment.invoiceId,
      amount: payment.amount,
      currency: 'SAR',
      createdAt: payment.createdAt.toISOString(),
      expiresAt: payment.expiresAt?.toISOString() ?? null,
      paidAt: payment.paidAt?.toISOString() ?? null,
      status: payment.status,
      failureReason: payment.status === 'Failed' ? payment.failureReason : null,
      redirectUrl: payment.status === 'Pending' ? payment.redirectUrl : null,
    };
  }

  /** A pending online payment: create a missing invoice, apply a status the gateway knows but we missed, expire it when due. */
  private async reconcile(paymentId: string, orderNumber: string): Promise<void> {
    let payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (payment.gateway === 'cod' || payment.status !== 'Pending') return;
    if (!payment.invoiceId) payment = await this.ensureInvoice(paymentId, orderNumber);
    try {
      if (!payment.invoiceId) {
        if (payment.expiresAt && payment.expiresAt.getTime() <= Date.now())
          await this.settle(payment.id, 'Expired', null, { eventId: `expire:${payment.id}`, actor: 'system' });
        return;
      }
      const status = await this.gateway.fetchStatus(payment.invoiceId);
      if (status !== 'Pending' && status !== 'Refunded') {
        await this.settle(payment.id, status, null, { eventId: `reconcile:${payment.invoiceId}:${status}`, actor: 'gateway' });
      } else if (status === 'Pending' && payment.expiresAt && payment.expiresAt.getTime() <= Date.now()) {
        await this.expireOne(payment.id);
      }
    } catch (error) {
      // the status answer still shows what we know; the expiry job tries again
      this.logger.warn(`reconcile of ${paymentId} failed: ${(error as Error).message}`);
    }
  }

  // ---- notifications (webhook and in process) ----

  /** Verifies and applies one gateway notification; a replay changes nothing. */
  async handleNotification(notification: GatewayNotification): Promise<NotificationOutcome> {
    const event = this.gateway.verifyNotification(notification);
    const [payment] = await this.db
      .getRepository(Payment)
      .find({ where: { gateway: this.gateway.name, invoiceId: event.invoiceId }, take: 1 });
    if (!payment) throw new NotFoundError('payment.notFound');
    if (event.currency !== payment.currency || event.amount !== toHalalas(payment.amount)) {
      this.logger.error(
        `notification ${event.eventId} for ${event.invoiceId}: amount ${event.amount} ${event.currency} ≠ ${payment.amount} ${payment.currency}`,
      );
      throw new BadInputError('payment.amountMismatch');
    }
    if (event.status === 'Refunded') return this.record(payment.id, event, 'ignored');
    return this.settle(payment.id, event.status, event.reason, { eventId: event.eventId, actor: 'gateway', payload: event });
  }

  private async record(paymentId: string, event: GatewayEvent, outcome: 'ignored'): Promise<NotificationOutcome> {
    const rows = await this.db.query(
      `INSERT INTO payment_events ("paymentId", "eventId", status, outcome, payload) VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("eventId") DO NOTHING RETURNING id`,
      [paymentId, event.eventId, event.status, outcome, JSON.stringify(event)],
    );
    return rows.length ? outcome : 'duplicate';
  }

  /**
   * Moves a pending payment to a final status once, with the order's consequences in the same
   * transaction; the event id makes a repeated notification a no-op.
   */
  async settle(
    paymentId: string,
    status: FinalPaymentStatus,
    reason: string | null,
    source: { eventId: string; actor: 'gateway' | 'system'; payload?: unknown },
  ): Promise<NotificationOutcome> {
    let paidTooLate: { invoiceId: string; eventRow: number } | null = null;
    const outcome = await this.db.transaction(async (m): Promise<NotificationOutcome> => {
      const inserted = await m.query(
        `INSERT INTO payment_events ("paymentId", "eventId", status, outcome, payload) VALUES ($1, $2, $3, 'applied', $4) ON CONFLICT ("eventId") DO NOTHING RETURNING id`,
        [paymentId, source.eventId, status, JSON.stringify(source.payload ?? { status, reason, actor: source.actor })],
      );
      if (!inserted.length) return 'duplicate';
      const payment = await m.getRepository(Payment).findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
      if (!payment) throw new NotFoundError('payment.notFound');
      if (payment.status !== 'Pending') {
        if (status === 'Paid' && payment.invoiceId && ['Expired', 'Canceled', 'Failed'].includes(payment.status))
          paidTooLate = { invoiceId: payment.invoiceId, eventRow: inserted[0].id };
        await m.query(`UPDATE payment_events SET outcome = 'ignored' WHERE id = $1`, [inserted[0].id]);
        return 'ignored';
      }
      await m.query(
        `UPDATE payments SET status = $2, "failureReason" = $3, "paidAt" = CASE WHEN $2 = 'Paid' THEN now() ELSE NULL END, "updatedAt" = now() WHERE id = $1`,
        [paymentId, status, status === 'Paid' ? null : (reason ?? status.toLowerCase())],
      );
      payment.status = status;
      if (this.handler) await this.handler(m, payment, status, reason);
      return 'applied';
    });
    if (outcome === 'applied') this.metrics.paymentStatus(status);
    if (paidTooLate) return this.refundLatePayment(paymentId, paidTooLate);
    return outcome;
  }

  /**
   * The shopper paid after the order had already failed (its stock is back on the shelf): the
   * money goes straight back at the gateway. If the gateway refuses, the payment stays as it was
   * and the error log asks for a manual refund.
   */
  private async refundLatePayment(paymentId: string, late: { invoiceId: string; eventRow: number }): Promise<NotificationOutcome> {
    try {
      await this.gateway.refund(late.invoiceId);
    } catch (error) {
      this.logger.error(
        `payment ${paymentId} was paid after its order failed and the refund failed (${(error as Error).message}): refund it at the gateway`,
      );
      return 'ignored';
    }
    await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE payments SET status = 'Refunded', "failureReason" = 'paid_after_order_failed', "updatedAt" = now() WHERE id = $1`,
        [paymentId],
      );
      await m.query(`UPDATE payment_events SET outcome = 'refunded' WHERE id = $1`, [late.eventRow]);
    });
    this.metrics.paymentStatus('Refunded');
    this.logger.warn(`payment ${paymentId} was paid after its order failed: refunded at the gateway`);
    return 'refunded';
  }

  // ---- expiry ----

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

  /** Stops the invoice at the gateway first: if the shopper paid at the last second, the payment counts. */
  private async expireOne(paymentId: string): Promise<PaymentStatus> {
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (payment.status !== 'Pending') return payment.status;
    const atGateway = payment.invoiceId ? await this.gateway.cancelInvoice(payment.invoiceId, 'Expired') : 'Expired';
    const status: FinalPaymentStatus = atGateway === 'Paid' || atGateway === 'Failed' || atGateway === 'Canceled' ? atGateway : 'Expired';
    await this.settle(payment.id, status, status === 'Expired' ? 'expired' : null, { eventId: `expire:${payment.id}`, actor: 'system' });
    return status;
  }

  // ---- consequences of order transitions (called by checkout inside its transaction) ----

  /** Rejected order: a paid online payment is refunded at the gateway, a cash one cancelled. */
  async onOrderRejected(m: EntityManager, orderId: number): Promise<void> {
    const payment = await m.getRepository(Payment).findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
    if (!payment) return;
    if (payment.status === 'Paid' && payment.invoiceId) {
      try {
        await this.gateway.refund(payment.invoiceId);
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw new DomainError(502, 'payment.refundFailed');
      }
      await m.query(`UPDATE payments SET status = 'Refunded', "updatedAt" = now() WHERE id = $1`, [payment.id]);
      this.metrics.paymentStatus('Refunded');
    } else if (payment.status === 'Pending') {
      await m.query(`UPDATE payments SET status = 'Canceled', "failureReason" = 'order_rejected', "updatedAt" = now() WHERE id = $1`, [
        payment.id,
      ]);
      this.metrics.paymentStatus('Canceled');
    }
  }

  /** Completed cash-on-delivery order: the cash was collected. */
  async onOrderCompleted(m: EntityManager, orderId: number): Promise<void> {
    const collected = await updateReturning(
      m,
      `UPDATE payments SET status = 'Paid', "paidAt" = now(), "updatedAt" = now() WHERE "orderId" = $1 AND gateway = 'cod' AND status = 'Pending' RETURNING id`,
      [orderId],
    );
    if (collected.length) this.metrics.paymentStatus('Paid');
  }
}
