import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_ADDRESSES,
  priceOrder,
  toHalalas,
  toSar,
  type Language,
  type OrderAddressDto,
  type OrderDto,
  type OrderListQuery,
  type OrderStatus,
  type Paged,
  type PlacedOrderDto,
  type PlaceOrderInput,
  type ShipmentDto,
  type ShipOrderInput,
} from '@ward/shared';
import { createHash } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { BadInputError, ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthorizedError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage } from '../common/rest-list.js';
import { ORDER_LIST } from './order-list.js';
import { SettingsService } from '../content/settings.service.js';
import { Address } from '../customers/address.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { PaymentsService, type AfterCommit } from '../payments/payments.service.js';
import { sqlInt, transactionWithTail, type TailStatement, type WorkWithTail } from '../database/tail-commit.js';
import { CouponsService, couponTerms } from '../coupons/coupons.service.js';
import { deliveryWindow, toOrderDto } from './order.mapper.js';
import { Order, OrderEvent, OrderItem } from './order.entity.js';
import { OrderWorkflow, type Actor } from './order-workflow.service.js';
import { mergeLines } from './quote.service.js';
import { loadPlacementContext } from './placement-context.js';
import { ShippingError, ShippingService, trackingUrl } from '../shipping/shipping.service.js';
import type { Coupon } from '../coupons/coupon.entity.js';

/** What a placement wrote, enough to answer without reading it back. */
interface PlacedInHand {
  order: Order;
  items: OrderItem[];
  event: OrderEvent;
  payment: Payment;
  afterCommit: AfterCommit;
}

/** Rolls a placement back when a concurrent request committed an order with the same Idempotency-Key first. */
class SameKeyPlacedMeanwhile extends Error {}

const isDeadlock = (error: unknown) => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/**
 * Orders: placement (stock reserved with one conditional update per product in the same
 * transaction, idempotent per customer and key across instances), the customer's own orders,
 * the admin list and actions, shipments. Prices always come from the database.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly coupons: CouponsService,
    private readonly shipping: ShippingService,
    private readonly workflow: OrderWorkflow,
    private readonly payments: PaymentsService,
  ) {}

  // ---- placement ----

  async place(
    user: AuthUser,
    input: PlaceOrderInput,
    idempotencyKey: string | null,
    lang: Language,
  ): Promise<{ placed: PlacedOrderDto; replayed: boolean }> {
    const key = idempotencyKey?.trim() || null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new BadInputError('validation.idempotencyKey', { 'Idempotency-Key': 'validation.idempotencyKey' });
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');

    let attempt = 0;
    for (;;) {
      try {
        const result = await transactionWithTail(this.db, (m) => this.placeIn(m, user, input, key, requestHash, lang));
        if ('replayOf' in result) return { placed: await this.placedAnswer(result.replayOf), replayed: true };
        await result.afterCommit();
        return { placed: await this.answerForNew(result), replayed: false };
      } catch (error) {
        if (key && error instanceof SameKeyPlacedMeanwhile) {
          // the same key committed by a concurrent request (this instance or another) between our read and insert
          const [existing] = await this.db.query(`SELECT id, "requestHash" FROM orders WHERE "userId" = $1 AND "idempotencyKey" = $2`, [
            user.id,
            key,
          ]);
          if (existing?.requestHash !== requestHash) throw new DomainError(422, 'order.idempotencyMismatch');
          return { placed: await this.placedAnswer(existing.id), replayed: true };
        }
        if (isDeadlock(error) && attempt++ < 3) continue;
        throw error;
      }
    }
  }

  /**
   * One placement, in one transaction: read everything in one statement, price it, write the
   * order and its consequences, and only then take the stock, the coupon use and (cash on
   * delivery) the invoice number, so the rows every order contends for stay locked only until
   * commit. A second request with the same key waits on the unique index and answers with the
   * first one's order.
   */
  private async placeIn(
    m: EntityManager,
    user: AuthUser,
    input: PlaceOrderInput,
    key: string | null,
    requestHash: string,
    lang: Language,
  ): Promise<WorkWithTail<{ replayOf: number } | PlacedInHand>> {
    const lines = mergeLines(input.items).sort((a, b) => a.productId - b.productId);
    const context = await loadPlacementContext(
      m,
      user.id,
      key,
      lines.map((l) => l.productId),
    );
    if (!context) throw new UnauthorizedError('auth.sessionExpired');
    const { customer, settings } = context;
    if (context.existing) {
      if (context.existing.requestHash !== requestHash) throw new DomainError(422, 'order.idempotencyMismatch');
      return { result: { replayOf: context.existing.id }, tail: [] };
    }
    if (customer.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    if (customer.role !== 'Customer') throw new ForbiddenError();

    const lineIndex = (productId: number) => input.items.findIndex((i) => i.productId === productId);
    const reserved = lines.map((line) => {
      const product = context.products.get(line.productId);
      if (!product)
        throw new ConflictError('order.productGone', {}, { [`items.${lineIndex(line.productId)}.productId`]: 'cart.productGone' });
      if (product.stock < line.quantity) throw this.outOfStock(product, lineIndex(line.productId), lang);
      return { ...product, quantity: line.quantity };
    });
    if (reserved.some((r) => r.weight === null)) throw new ShippingError('shipping.incompleteProduct');
    const address = await this.resolveAddress(m, user.id, input, customer.phone, lang);

    const pricingLines = reserved.map((r) => ({
      price: toHalalas(r.price),
      discountPercent: r.isDiscounted ? r.discountValue : null,
      quantity: r.quantity,
    }));
    const subtotal = priceOrder({ lines: pricingLines }).subtotal;
    const coupon: Coupon | null = input.couponCode ? await this.coupons.check(input.couponCode, subtotal, m, 'couponCode') : null;
    const grams = reserved.reduce((g, r) => g + r.weight! * r.quantity, 0);
    const { rate } = await this.shipping.chooseRate(address.country, grams, input.carrierId, m);
    const pricing = priceOrder({
      lines: pricingLines,
      coupon: coupon ? couponTerms(coupon) : null,
      shipping: {
        country: address.country,
        grams,
        rate: { firstKg: toHalalas(rate.firstKgFee), additionalKg: toHalalas(rate.additionalKgFee) },
      },
      paymentMethod: input.paymentMethod,
      codFee: toHalalas(settings.codFee),
      freeShippingThreshold: toHalalas(settings.freeShippingThreshold),
    });
    if (input.paymentMethod === 'cod' && pricing.total > toHalalas(settings.codMaxTotal)) {
      throw new ConflictError('order.codLimit', { max: settings.codMaxTotal.toFixed(2) }, { paymentMethod: 'order.codLimit' });
    }

    const cod = input.paymentMethod === 'cod';
    const order = m.getRepository(Order).create({
      userId: user.id,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: address.phone ?? customer.phone,
      status: cod ? 'New' : 'WaitingForPayment',
      paymentMethod: input.paymentMethod,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      subtotal: toSar(pricing.subtotal),
      discount: toSar(pricing.discount),
      shipping: toSar(pricing.shipping),
      codFee: toSar(pricing.codFee),
      vat: toSar(pricing.vat),
      total: toSar(pricing.total),
      country: address.country,
      address,
      weightGrams: grams,
      carrierId: rate.carrier.id,
      carrierNameAr: rate.carrier.name.ar,
      carrierNameEn: rate.carrier.name.en,
      deliveryMinDays: rate.minDays,
      deliveryMaxDays: rate.maxDays,
      notes: input.notes ?? null,
      idempotencyKey: key,
      requestHash: key ? requestHash : null,
    });
    // a concurrent request with the same key makes this insert wait for it, then do nothing
    const inserted = await m.createQueryBuilder().insert().into(Order).values(order).orIgnore().execute();
    if (!inserted.identifiers[0]?.id) throw new SameKeyPlacedMeanwhile();
    const items = reserved.map((r, i) =>
      m.getRepository(OrderItem).create({
        orderId: order.id,
        productId: r.id,
        nameAr: r.nameAr,
        nameEn: r.nameEn,
        image: r.images?.[0] ?? null,
        quantity: r.quantity,
        itemPrice: toSar(pricing.lines[i].itemPrice),
        discountPercent: r.isDiscounted ? r.discountValue : null,
        finalPrice: toSar(pricing.lines[i].unitPrice),
        lineTotal: toSar(pricing.lines[i].lineTotal),
        weight: r.weight ?? 0,
      }),
    );
    await m.getRepository(OrderItem).insert(items);
    const payment = await this.payments.createForOrder(m, order, input.paymentMethod);
    const { event, afterCommit } = await this.workflow.placed(m, order, { type: 'customer', id: user.id, name: customer.name });

    // the rows every order contends for last, sent with the COMMIT
    if (coupon) await this.coupons.claim(m, coupon);
    const tail = reserved.map((r) => this.takeStock(r, lineIndex(r.id), lang));
    if (cod) tail.push(this.workflow.invoiceNumberStatement(order.id, (invoice) => Object.assign(order, invoice)));
    return { result: { order, items, event, payment, afterCommit }, tail };
  }

  /** Takes the quantity; the stock >= 0 CHECK refuses a shortfall, which rolls the whole order back. */
  private takeStock(line: { id: number; quantity: number }, index: number, lang: Language): TailStatement {
    return {
      sql: `UPDATE products SET stock = stock - ${sqlInt(line.quantity)} WHERE id = ${sqlInt(line.id)}`,
      explain: async (error) => {
        if ((error as { constraint?: string }).constraint !== 'products_stock_check') return null;
        const [product] = await this.db.query(`SELECT "nameAr", "nameEn", stock FROM products WHERE id = $1`, [line.id]);
        if (!product) return new ConflictError('order.productGone', {}, { [`items.${index}.productId`]: 'cart.productGone' });
        return product.stock < line.quantity ? this.outOfStock(product, index, lang) : null;
      },
    };
  }

  private outOfStock(product: { nameAr: string; nameEn: string; stock: number }, index: number, lang: Language): ConflictError {
    return new ConflictError(
      'order.outOfStock',
      { name: lang === 'en' ? product.nameEn : product.nameAr, available: product.stock },
      { [`items.${index}.quantity`]: 'cart.insufficientStock' },
    );
  }

  private async resolveAddress(
    m: EntityManager,
    userId: number,
    input: PlaceOrderInput,
    phone: string | null,
    lang: Language,
  ): Promise<OrderAddressDto> {
    if (input.addressId) {
      const saved = await m.getRepository(Address).findOne({ where: { id: input.addressId, userId } });
      if (!saved) throw new DomainError(400, 'address.notFound', {}, { addressId: 'address.notFound' });
      if (input.country && input.country !== saved.country)
        throw new BadInputError('order.countryMismatch', { country: 'order.countryMismatch' });
      return {
        title: saved.title,
        recipientName: null,
        phone,
        street: saved.street,
        city: saved.city,
        country: saved.country,
        postalCode: saved.postalCode,
        latitude: saved.latitude,
        longitude: saved.longitude,
        buildingNumber: saved.buildingNumber,
        district: saved.district,
        additionalNumber: saved.additionalNumber,
      };
    }
    const a = input.address!;
    const snapshot: OrderAddressDto = {
      title: a.title ?? null,
      recipientName: a.recipientName ?? null,
      phone: a.phone ?? phone,
      street: a.street,
      city: a.city,
      country: a.country,
      postalCode: a.postalCode ?? null,
      latitude: a.latitude ?? null,
      longitude: a.longitude ?? null,
      buildingNumber: a.buildingNumber ?? null,
      district: a.district ?? null,
      additionalNumber: a.additionalNumber ?? null,
    };
    if (input.saveAddress) {
      const [{ count }] = await m.query(`SELECT count(*)::int AS count FROM addresses WHERE "userId" = $1`, [userId]);
      if (count < MAX_ADDRESSES) {
        const title = snapshot.title && snapshot.title.length >= 3 ? snapshot.title : lang === 'en' ? 'Delivery address' : 'عنوان التوصيل';
        await m.getRepository(Address).insert({ ...snapshot, userId, title, isPrimary: count === 0 });
      }
    }
    return snapshot;
  }

  private async placedAnswer(orderId: number): Promise<PlacedOrderDto> {
    const [payment] = await this.db.getRepository(Payment).find({ where: { orderId }, take: 1 });
    const order = await this.db.getRepository(Order).findOneByOrFail({ id: orderId });
    let online: Payment | null = null;
    if (payment && payment.gateway !== 'cod') online = await this.payments.ensureInvoice(payment.id, order.orderNumber);
    const [dto] = await this.toDtos([order]);
    return { order: dto, payment: online ? this.payments.toDto(online, order.orderNumber) : null };
  }

  /** The answer to a new placement, from what the transaction wrote (no re-read). */
  private async answerForNew({ order, items, event, payment }: PlacedInHand): Promise<PlacedOrderDto> {
    const online = payment.gateway !== 'cod' ? await this.payments.ensureInvoice(payment.id, order.orderNumber) : null;
    return {
      order: toOrderDto(order, items, [event], { id: payment.id, status: (online ?? payment).status }),
      payment: online ? this.payments.toDto(online, order.orderNumber) : null,
    };
  }

  // ---- reads ----

  private async toDtos(orders: Order[]): Promise<OrderDto[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const [items, events, payments] = await Promise.all([
      this.db.getRepository(OrderItem).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.db.getRepository(OrderEvent).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.db.getRepository(Payment).find({ where: { orderId: In(ids) }, select: { id: true, orderId: true, status: true } }),
    ]);
    return orders.map((o) =>
      toOrderDto(
        o,
        items.filter((i) => i.orderId === o.id),
        events.filter((e) => e.orderId === o.id),
        payments.find((p) => p.orderId === o.id) ?? null,
      ),
    );
  }

  async listMine(userId: number, query: OrderListQuery): Promise<Paged<OrderDto>> {
    const [orders, total] = await this.db.getRepository(Order).findAndCount({
      where: { userId, ...(query.status ? { status: query.status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { items: await this.toDtos(orders), total, page: query.page, pageSize: query.pageSize };
  }

  /** An order its customer may see (others get 404, never 403: ids are not confirmed). */
  async getMine(id: number, userId: number): Promise<OrderDto> {
    const order = await this.db.getRepository(Order).findOne({ where: { id, userId } });
    if (!order) throw new NotFoundError('order.notFound');
    return (await this.toDtos([order]))[0];
  }

  async get(id: number): Promise<OrderDto> {
    const order = await this.db.getRepository(Order).findOne({ where: { id } });
    if (!order) throw new NotFoundError('order.notFound');
    return (await this.toDtos([order]))[0];
  }

  /** Admin list (ORDER_LIST says its filters and sorts). */
  adminList(q: ListQuery): Promise<[OrderDto[], number]> {
    return listPage(this.db.getRepository(Order).createQueryBuilder('o'), q, ORDER_LIST, async (page) => this.toDtos(await page.getMany()));
  }

  // ---- admin actions ----

  private async act(orderId: number, run: (m: EntityManager) => Promise<{ afterCommit: AfterCommit }>): Promise<OrderDto> {
    const { afterCommit } = await this.db.transaction(run);
    await afterCommit();
    return this.get(orderId);
  }

  approve(id: number, admin: AuthUser): Promise<OrderDto> {
    return this.act(id, (m) => this.workflow.transition(m, id, 'InPreparation', this.actor(admin)));
  }

  reject(id: number, admin: AuthUser, reason: string): Promise<OrderDto> {
    return this.act(id, (m) => this.workflow.transition(m, id, 'Rejected', this.actor(admin), { reason }));
  }

  ship(id: number, admin: AuthUser, input: ShipOrderInput): Promise<OrderDto> {
    return this.act(id, async (m) => {
      const order = await m.getRepository(Order).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundError('order.notFound');
      const carrierId = input.carrierId ?? order.carrierId;
      if (!carrierId) throw new BadInputError('order.carrierRequired', { carrierId: 'order.carrierRequired' });
      const carrier = await this.shipping.carrier(carrierId).catch(() => {
        throw new BadInputError('carrier.notFound', { carrierId: 'carrier.notFound' });
      });
      return this.workflow.transition(m, id, 'OnTheWay', this.actor(admin), { carrier, trackingNumber: input.trackingNumber });
    });
  }

  complete(id: number, admin: AuthUser): Promise<OrderDto> {
    return this.act(id, (m) => this.workflow.transition(m, id, 'Completed', this.actor(admin)));
  }

  private actor(admin: AuthUser): Actor {
    return { type: 'admin', id: admin.id, name: admin.name };
  }

  // ---- shipments ----

  /** `GET /api/shipments/{paymentId}`: order status, carrier, tracking number and link, delivery estimate. */
  async shipment(paymentId: string, user: AuthUser): Promise<ShipmentDto> {
    const { payment, orderNumber } = await this.payments.getForUser(paymentId, user, 'shipment.linkInvalid');
    const order = await this.db.getRepository(Order).findOneByOrFail({ id: payment.orderId });
    const shipped = order.status === 'OnTheWay' || order.status === 'Completed';
    return {
      paymentId: payment.id,
      orderId: order.id,
      orderNumber,
      status: order.status,
      isShipped: shipped,
      carrier:
        order.carrierNameAr || order.carrierNameEn
          ? { id: order.carrierId, name: { ar: order.carrierNameAr ?? '', en: order.carrierNameEn ?? '' } }
          : null,
      trackingNumber: order.trackingNumber,
      trackingUrl: trackingUrl(order.trackingUrlTemplate, order.trackingNumber),
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.completedAt?.toISOString() ?? null,
      estimatedDelivery: deliveryWindow(order) ?? deliveryWindow({ ...order, status: 'New' as OrderStatus })!,
      deliveryDays: { min: order.deliveryMinDays ?? DELIVERY_DAYS.min, max: order.deliveryMaxDays ?? DELIVERY_DAYS.max },
      address: { city: order.address.city, country: order.country },
    };
  }
}
