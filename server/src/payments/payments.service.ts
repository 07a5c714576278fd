import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { leftAfterStoreCredit, PAYMENT_EXPIRY_MINUTES, toHalalas, type Language, type PaymentDto, type PaymentMethod } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { NotFoundError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { SettingsService } from '../content/settings.service.js';
import { GatewayRegistry } from './gateway-registry.js';
import { loadOrderSnapshot } from './order-snapshot.js';
import { Payment } from './payment.entity.js';
import { type PaymentOrderRef, toPaymentDto } from './payment.mapper.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { Slots } from './slots.js';
import { Metrics } from '../metrics/metrics.service.js';
import { insertEntities } from '../database/entity-insert.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payments of orders: one per order (cash on delivery included, collected on delivery), created
 * in the order's transaction; the provider's invoice after commit; reads that reconcile a pending
 * payment first. Settlement, reconciliation, refunds and the order's consequences live beside it
 * (payment-*.service.ts).
 */
@Injectable()
export class PaymentsService implements OnModuleInit {
  private readonly logger = new Logger('Payments');
  /** at most half the pool creates invoices at once (slots.ts says why) */
  private readonly invoiceSlots = new Slots(Math.max(1, Math.floor((Number(process.env.DB_POOL_SIZE) || 20) / 2)));

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateways: GatewayRegistry,
    private readonly reconciliation: PaymentReconciliation,
    private readonly settlement: PaymentSettlement,
    private readonly settings: SettingsService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.settings.addPublicFacts(async () => ({ testMode: await this.gateways.testMode(), paymentMethods: await this.gateways.offered() }));
  }

  // ---- created with the order ----

  /** The order's payment row, in the order's transaction. The provider's invoice comes after commit (`ensureInvoice`). */
  async createForOrder(
    manager: EntityManager,
    order: { id: number; userId: number; total: number; walletAmount: number },
    method: PaymentMethod,
  ): Promise<Payment> {
    const online = method !== 'cod' && method !== 'storeCredit';
    const gateway = online ? await this.gateways.forMethod(method, manager) : null;
    const repo = manager.getRepository(Payment);
    const [payment] = await insertEntities(manager, Payment, [
      repo.create({
        orderId: order.id,
        userId: order.userId,
        gateway: gateway?.name ?? (method === 'storeCredit' ? 'storeCredit' : 'cod'),
        method,
        // what the customer's store credit did not pay (issue 31)
        amount: leftAfterStoreCredit(order.total, order.walletAmount),
        refundedAmount: 0,
        capturedAmount: gateway?.captureMode === 'on_ship' ? 0 : null,
        currency: 'SAR',
        status: 'Pending',
        expiresAt: online ? new Date(Date.now() + PAYMENT_EXPIRY_MINUTES * 60_000) : null,
      }),
    ]);
    return payment;
  }

  /** An order store credit paid whole: its payment is settled Paid in the order's transaction (`payment.settled` moves the order). */
  async settleStoreCredit(manager: EntityManager, payment: Payment): Promise<void> {
    await this.settlement.settleIn(manager, payment.id, 'Paid', null, { eventId: `storeCredit:${payment.id}`, actor: 'system' });
    // counted before the commit: a placement rolled back after this is a rare miscount, not worth a hook after commit
    this.metrics.paymentStatus('Paid');
  }

  /** Creates the provider's invoice of an online payment that has none yet (retried on reads when the provider was down). */
  async ensureInvoice(paymentId: string, orderNumber: string, lang: Language = 'ar'): Promise<Payment> {
    const needsInvoice = (p: Payment) =>
      p.gateway !== 'cod' &&
      p.gateway !== 'storeCredit' &&
      !p.invoiceId &&
      p.status === 'Pending' &&
      !!p.expiresAt &&
      p.expiresAt.getTime() > Date.now();
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (!needsInvoice(payment)) return payment;
    let declined: string | undefined;
    try {
      // the row lock makes concurrent callers (an idempotent retry, a status read) wait for one invoice
      const created = await this.invoiceSlots.run(() =>
        this.db.transaction(async (m) => {
          const locked = await m.getRepository(Payment).findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
          if (!locked || !needsInvoice(locked)) return locked ?? payment;
          const invoice = await this.gateways.get(locked.gateway).createInvoice({
            reference: locked.id,
            amount: toHalalas(locked.amount),
            currency: 'SAR',
            method: locked.method,
            description: `ورد · Ward — ${orderNumber}`,
            expiresAt: locked.expiresAt!,
            returnUrl: `${this.config.publicUrl}/payment/result?paymentId=${locked.id}`,
            notificationUrl: `${this.config.publicUrl}/api/payments/webhooks/${locked.gateway}`,
            lang,
            order: await loadOrderSnapshot(m, locked.orderId),
          });
          await m.query(`UPDATE payments SET "invoiceId" = $2, "redirectUrl" = $3, "updatedAt" = now() WHERE id = $1`, [
            locked.id,
            invoice.invoiceId,
            invoice.redirectUrl || null,
          ]);
          declined = invoice.declined;
          return m.getRepository(Payment).findOneByOrFail({ id: paymentId });
        }),
      );
      if (!declined) return created;
      // the provider turned the shopper down when the checkout opened: the payment fails, the order releases its stock
      await this.settlement.settle(paymentId, 'Failed', declined, { eventId: `declined:${paymentId}`, actor: 'gateway' });
      return this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
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
  ): Promise<{ payment: Payment } & PaymentOrderRef> {
    if (!UUID.test(paymentId)) throw new NotFoundError(notFoundKey);
    const rows: PaymentOrderRef[] = await this.db.query(
      `SELECT o."orderNumber", o."invoiceNumber" FROM payments p JOIN orders o ON o.id = p."orderId"
       WHERE p.id = $1 AND ($2::int IS NULL OR p."userId" = $2) AND ($3::int IS NULL OR p."orderId" = $3)`,
      // a guest's order access reaches its one order only
      [paymentId, user.role === 'Admin' ? null : user.id, user.orderScope ?? null],
    );
    if (!rows.length) throw new NotFoundError(notFoundKey);
    let payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    if (payment.gateway !== 'cod' && payment.status === 'Pending') {
      if (!payment.invoiceId) payment = await this.ensureInvoice(paymentId, rows[0].orderNumber);
      await this.reconciliation.reconcile(payment);
      payment = await this.db.getRepository(Payment).findOneByOrFail({ id: paymentId });
    }
    // settling above may have issued the tax invoice
    if (payment.status !== 'Pending' && !rows[0].invoiceNumber) return { payment, ...(await this.orderRef(payment.orderId)) };
    return { payment, ...rows[0] };
  }

  private async orderRef(orderId: number): Promise<PaymentOrderRef> {
    const [row]: PaymentOrderRef[] = await this.db.query(`SELECT "orderNumber", "invoiceNumber" FROM orders WHERE id = $1`, [orderId]);
    return row;
  }

  toDto(payment: Payment, order: PaymentOrderRef): PaymentDto {
    return toPaymentDto(payment, order);
  }
}
