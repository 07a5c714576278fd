import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_DAYS,
  type OrderDto,
  type OrderListQuery,
  type OrderStatus,
  type Paged,
  type ShipmentDto,
  type ShipOrderInput,
} from '@ward/shared';
import { Brackets, In, type DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import { idValue, idsFilter, sortColumn, type ListQuery } from '../common/simple-rest.js';
import { Payment } from '../payments/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import { ShippingService, trackingUrl } from '../shipping/shipping.service.js';
import { deliveryWindow, toOrderDto } from './order.mapper.js';
import { Order, OrderEvent, OrderItem } from './order.entity.js';
import { OrderWorkflow, type Actor } from './order-workflow.service.js';

const ADMIN_SORTS: Record<string, string> = {
  id: 'o.id',
  orderNumber: 'o.id',
  createdAt: 'o."createdAt"',
  updatedAt: 'o."updatedAt"',
  total: 'o.total',
  status: 'o.status',
  paymentMethod: 'o."paymentMethod"',
  customerName: 'o."customerName"',
};

/** A filter date: `2026-01-31` is that whole day in Riyadh; anything unparsable is ignored. */
function filterDate(value: unknown, endOfDay: boolean): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}+03:00`)
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Orders after placement: the customer's own, the admin list and actions, shipments. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly shipping: ShippingService,
    private readonly workflow: OrderWorkflow,
    private readonly payments: PaymentsService,
  ) {}

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

  /** Admin list: status, customer, date range, total range, payment method, text search. */
  async adminList(q: ListQuery): Promise<[OrderDto[], number]> {
    const qb = this.db.getRepository(Order).createQueryBuilder('o');
    const f = q.filter;
    const ids = idsFilter(f);
    if (ids) qb.andWhere('o.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    const statuses = (Array.isArray(f.status) ? f.status : f.status !== undefined ? [f.status] : []).map(String);
    if (statuses.length) qb.andWhere('o.status IN (:...statuses)', { statuses });
    const customer = f.customerId ?? f.userId;
    if (customer !== undefined) qb.andWhere('o."userId" = :customer', { customer: idValue(customer) });
    if (typeof f.paymentMethod === 'string') qb.andWhere('o."paymentMethod" = :pm', { pm: f.paymentMethod });
    const gte = filterDate(f.createdAt_gte ?? f.dateFrom, false);
    const lte = filterDate(f.createdAt_lte ?? f.dateTo, true);
    if (gte) qb.andWhere('o."createdAt" >= :gte', { gte });
    if (lte) qb.andWhere('o."createdAt" <= :lte', { lte });
    const num = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
    const totalMin = num(f.total_gte ?? f.totalMin);
    const totalMax = num(f.total_lte ?? f.totalMax);
    if (totalMin !== null) qb.andWhere('o.total >= :totalMin', { totalMin });
    if (totalMax !== null) qb.andWhere('o.total <= :totalMax', { totalMax });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w.where('o."orderNumber" ILIKE :like').orWhere('o."customerName" ILIKE :like').orWhere('o."customerEmail" ILIKE :like'),
        ),
        { like },
      );
    }
    qb.orderBy(sortColumn(q.sortField, ADMIN_SORTS, 'o.id'), q.sortOrder)
      .addOrderBy('o.id', 'DESC')
      .offset(q.start)
      .limit(q.end - q.start + 1);
    const [orders, total] = await qb.getManyAndCount();
    return [await this.toDtos(orders), total];
  }

  // ---- admin actions ----

  private async act(orderId: number, run: (m: EntityManager) => Promise<unknown>): Promise<OrderDto> {
    await this.db.transaction(run);
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
