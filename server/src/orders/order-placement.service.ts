import { Injectable } from '@nestjs/common';
import { isDeadlock } from '../database/deadlock.js';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  IDEMPOTENCY_KEY_PATTERN,
  orderGiftOf,
  toHalalas,
  toSar,
  type Language,
  type PlacedOrderDto,
  type PlaceOrderInput,
} from '@ward/shared';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { BadInputError, ConflictError, DomainError, ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import { orderContact } from './order-contact.js';
import { CouponsService, type CodeTrier } from '../coupons/coupons.service.js';
import { insertEntities } from '../database/entity-insert.js';
import { GENERIC_PLANS_IN_TRANSACTION } from '../database/prepared.js';
import { transactionWithTail, type WorkWithTail } from '../database/tail-commit.js';
import type { Payment } from '../payments/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import { deliveryAddress, saveToAddressBook } from './delivery-address.js';
import { toOrderDto } from './order.mapper.js';
import { Order, OrderItem } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderWorkflow } from './order-workflow.service.js';
import { OrdersService } from './orders.service.js';
import { CheckoutPricer } from './pricing/checkout-pricer.js';
import type { PricedCheckout } from './pricing/price-checkout.js';
import { orderItemOf, refuseSampleProblems, sampleItemOf } from './order-items.js';
import { stockTakeStatements } from './stock-take.js';
import { Inventory } from '../inventory/inventory.service.js';
import { sqlRows } from '../database/sql-rows.js';
import { refuseLineProblems, refuseUnpaidHold, unchangedTotals } from './placement-refusals.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import { appliedPromotionsDto } from './pricing/promotion-dtos.js';
import { CheckoutStoreCredit } from './checkout-store-credit.js';

/** The contact a guest checkout gave: its order's mails and texts go there, and tracking finds the order by it. */
export interface GuestContact {
  email: string | null;
  phone: string | null;
}

/** What a placement wrote, enough to answer without reading it back. */
interface PlacedInHand {
  order: Order;
  items: OrderItem[];
  event: OrderEvent;
  payment: Payment;
}

/** pg_advisory_xact_lock class of placements that must not run side by side for one customer ("cust"). */
const PER_CUSTOMER_LOCK = 0x63757374;

/** Rolls a placement back when a concurrent request committed an order with the same Idempotency-Key first. */
class SameKeyPlacedMeanwhile extends Error {}

/** What the shopper asked for beside the order: updates on WhatsApp, and the marketing box's text version (issue 33). */
const checkoutAsks = (input: PlaceOrderInput, language: Language, ip: string) => ({
  whatsappOptInAsked: !!input.whatsappOptIn,
  language,
  marketingConsent: input.marketingConsent ? { textVersion: input.marketingConsent, ip } : null,
});

/**
 * Order placement: priced by the one pricing path, stock reserved in the same transaction,
 * idempotent per customer and `Idempotency-Key` across instances. Prices always come from the
 * database.
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pricer: CheckoutPricer,
    private readonly coupons: CouponsService,
    private readonly workflow: OrderWorkflow,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly inventory: Inventory,
    private readonly promotions: PromotionsService,
    private readonly storeCredit: CheckoutStoreCredit,
  ) {}

  async place(
    user: AuthUser,
    input: PlaceOrderInput,
    idempotencyKey: string | null,
    lang: Language,
    ip: string,
    guest: GuestContact | null = null,
  ): Promise<{ placed: PlacedOrderDto; replayed: boolean }> {
    const key = idempotencyKey?.trim() || null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new BadInputError('validation.idempotencyKey', { 'Idempotency-Key': 'validation.idempotencyKey' });
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const who = { ip, userId: user.id };
    if (guest) this.storeCredit.refuseGuest(input);
    if (input.couponCode) await this.coupons.assertMayTry(who);

    for (let attempt = 0; ; attempt++) {
      try {
        const result = await transactionWithTail(this.db, (m) => this.placeIn(m, user, input, key, requestHash, lang, who, guest));
        if ('replayOf' in result) return { placed: await this.placedAnswer(result.replayOf, lang), replayed: true };
        return { placed: await this.answerForNew(result, lang), replayed: false };
      } catch (error) {
        if (key && error instanceof SameKeyPlacedMeanwhile)
          return { placed: await this.sameKeyAnswer(user, key, requestHash, lang), replayed: true };
        if (isDeadlock(error) && attempt < 3) continue;
        throw error;
      }
    }
  }

  /**
   * One placement, in one transaction: read and price everything in one statement, write the
   * order and its consequences, and only then take the stock and (cash on delivery) the invoice
   * number, sent with the COMMIT, so the rows every order contends for stay locked only until
   * commit. A second request with the same key waits on the unique index and answers with the
   * first one's order. Store credit is a means of payment, not a discount: the totals and VAT
   * stay, the payment asks for the rest; an order it pays whole holds nothing unpaid and is
   * settled Paid in this transaction, through the same `payment.settled` as a provider's payment.
   */
  private async placeIn(
    m: EntityManager,
    user: AuthUser,
    input: PlaceOrderInput,
    key: string | null,
    requestHash: string,
    lang: Language,
    who: CodeTrier,
    guest: GuestContact | null,
  ): Promise<WorkWithTail<{ replayOf: number } | PlacedInHand>> {
    // one at a time per customer when what a customer has already used or holds decides: a coupon's
    // per-customer options, the unpaid-hold caps (taken before the read, so it sees the other's order)
    const oneAtATime = input.couponCode || input.paymentMethod !== 'cod';
    await m.query(
      oneAtATime
        ? `SELECT pg_advisory_xact_lock(${PER_CUSTOMER_LOCK}, $1), ${GENERIC_PLANS_IN_TRANSACTION}`
        : `SELECT ${GENERIC_PLANS_IN_TRANSACTION}`,
      oneAtATime ? [user.id] : [],
    );
    const { context, priced } = await this.pricer.price(
      { ...input, country: input.address?.country ?? input.country ?? null },
      { manager: m, customerId: user.id, addressId: input.addressId ?? null, idempotencyKey: key },
    );
    const customer = context.customer;
    if (!customer) throw new UnauthorizedError('auth.sessionExpired');
    if (context.existing) {
      if (context.existing.requestHash !== requestHash) throw new DomainError(422, 'order.idempotencyMismatch');
      return { result: { replayOf: context.existing.id }, tail: [] };
    }
    if (customer.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    if (customer.role !== 'Customer') throw new ForbiddenError();

    const lines = priced.lines;
    refuseLineProblems(lines, lang);
    const samples = refuseSampleProblems(priced.samples, lang);
    if (input.paymentMethod !== 'cod' && input.paymentMethod !== 'storeCredit') refuseUnpaidHold(lines, context, lang);
    if (priced.shippingError?.messageKey === 'shipping.incompleteProduct') throw priced.shippingError;
    const address = deliveryAddress(input, context, customer);
    if ((input.addressId === undefined || input.addressId === null) && input.saveAddress)
      await saveToAddressBook(m, user.id, address, lang);
    if (priced.couponError) {
      await this.coupons.countMiss(who, priced.couponError);
      throw priced.couponError;
    }
    if (priced.shippingError) throw priced.shippingError;
    if (priced.giftWrapError) throw priced.giftWrapError;
    const totals = unchangedTotals(input.expectedTotal, priced.totals);
    const wallet = await this.storeCredit.share(m, user.id, input.paymentMethod, input.walletAmount, totals.total);
    if (input.paymentMethod === 'cod' && totals.total - wallet > toHalalas(context.settings.codMaxTotal)) {
      const max = context.settings.codMaxTotal.toFixed(2);
      throw new ConflictError('order.codLimit', { max }, { paymentMethod: 'order.codLimit' });
    }

    const contact = orderContact(customer, guest, address, !!input.whatsappOptIn);
    const order = this.newOrder(m, user, input, priced, { ...customer, ...contact, address }, key ? { key, requestHash } : null);
    order.walletAmount = toSar(wallet);
    order.guestCheckout = guest !== null;
    order.language = lang;
    // a concurrent request with the same key makes this insert wait for it, then do nothing
    const [inserted] = await insertEntities(m, Order, [order], { ignoreConflicts: true });
    if (!inserted) throw new SameKeyPlacedMeanwhile();
    const items = [...lines.map(orderItemOf), ...samples.map(sampleItemOf)].map((item) =>
      m.getRepository(OrderItem).create({ ...item, orderId: order.id }),
    );
    await insertEntities(m, OrderItem, items);
    await this.storeCredit.spend(m, order, wallet);
    const payment = await this.payments.createForOrder(m, order, input.paymentMethod);
    const actor = { type: 'customer' as const, id: user.id, name: customer.name };
    const event = await this.workflow.placed(m, order, actor, checkoutAsks(input, lang, who.ip));
    if (payment.gateway === 'storeCredit') await this.payments.settleStoreCredit(m, payment);
    if (priced.coupon) await this.coupons.claim(m, priced.coupon);
    await this.promotions.claim(m, order.id, user.id, order.promotions);

    // the rows every order contends for last, sent with the COMMIT (the inventory's stock takes)
    const tail = stockTakeStatements(this.inventory, this.db, order, lines, samples, lang);
    if (input.paymentMethod === 'cod')
      tail.push(this.workflow.invoiceNumberStatement(order.id, (invoice) => Object.assign(order, invoice)));
    return { result: { order, items, event, payment }, tail };
  }

  private newOrder(
    m: EntityManager,
    user: AuthUser,
    input: PlaceOrderInput,
    priced: PricedCheckout,
    customer: { name: string; email: string | null; phone: string | null; address: ReturnType<typeof deliveryAddress> },
    idempotency: { key: string; requestHash: string } | null,
  ): Order {
    const { totals, shipping, coupon } = priced;
    const { rate } = shipping!;
    return m.getRepository(Order).create({
      userId: user.id,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      status: input.paymentMethod === 'cod' ? 'New' : 'WaitingForPayment',
      paymentMethod: input.paymentMethod,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      subtotal: toSar(totals.subtotal),
      discount: toSar(totals.discount),
      promotions: appliedPromotionsDto(priced.promotions),
      shipping: toSar(totals.shipping),
      codFee: toSar(totals.codFee),
      giftWrap: toSar(totals.giftWrap),
      vat: toSar(totals.vat),
      vatCategory: totals.zeroRated ? 'Z' : 'S',
      total: toSar(totals.total),
      country: customer.address.country,
      address: customer.address,
      weightGrams: priced.grams,
      carrierId: rate.carrier.id,
      carrierNameAr: rate.carrier.name.ar,
      carrierNameEn: rate.carrier.name.en,
      deliveryMinDays: rate.minDays,
      deliveryMaxDays: rate.maxDays,
      notes: input.notes ?? null,
      gift: orderGiftOf(input.gift),
      idempotencyKey: idempotency?.key ?? null,
      requestHash: idempotency?.requestHash ?? null,
    });
  }

  /** The same key was committed by a concurrent request (this instance or another) between our read and insert. */
  private async sameKeyAnswer(user: AuthUser, key: string, requestHash: string, lang: Language): Promise<PlacedOrderDto> {
    const [existing] = await sqlRows<{ id: number; requestHash: string }>(
      this.db,
      `SELECT id, "requestHash" FROM orders WHERE "userId" = $1 AND "idempotencyKey" = $2`,
      [user.id, key],
    );
    if (existing?.requestHash !== requestHash) throw new DomainError(422, 'order.idempotencyMismatch');
    return this.placedAnswer(existing.id, lang);
  }

  private async placedAnswer(orderId: number, lang: Language): Promise<PlacedOrderDto> {
    const order = await this.orders.get(orderId);
    const online =
      order.paymentId && order.paymentMethod !== 'cod' && order.paymentMethod !== 'storeCredit'
        ? await this.payments.ensureInvoice(order.paymentId, order.orderNumber, lang)
        : null;
    return { order, payment: online ? this.payments.toDto(online, order) : null };
  }

  /** The answer to a new placement, from what the transaction wrote (no re-read). */
  private async answerForNew({ order, items, event, payment }: PlacedInHand, lang: Language): Promise<PlacedOrderDto> {
    // paid in the transaction: the order in hand is no longer as it was written
    if (payment.gateway === 'storeCredit') return this.placedAnswer(order.id, lang);
    const online = payment.gateway !== 'cod' ? await this.payments.ensureInvoice(payment.id, order.orderNumber, lang) : null;
    // the provider turned the shopper down as the checkout opened: the order has failed meanwhile
    if (online && online.status !== 'Pending') return this.placedAnswer(order.id, lang);
    return {
      order: toOrderDto(order, items, [event], { id: payment.id, status: (online ?? payment).status }),
      payment: online ? this.payments.toDto(online, order) : null,
    };
  }
}
