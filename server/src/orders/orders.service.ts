import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_DAYS,
  type Language,
  type OrderDto,
  type OrderListQuery,
  type Paged,
  type ShipmentDto,
  type ShipOrderInput,
} from '@ward/shared';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage } from '../common/rest-list.js';
import { ORDER_LIST } from './order-list.js';
import { Payment, PaymentRefund } from '../payments/payment.entity.js';
import { toRefundDto } from './refunds/refund.mapper.js';
import { OrderCreditNotes } from './order-credit-notes.js';
import { PaymentsService } from '../payments/payments.service.js';
import { ShippingService, trackingUrl } from '../shipping/shipping.service.js';
import { deliveryWindow, toOrderDto } from './order.mapper.js';
import { ShipmentLinks } from './shipment-links.js';
import { Order, OrderItem } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderWorkflow, type Actor } from './order-workflow.service.js';

/** Orders after placement: the customer's own, the admin list and actions, shipments. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly shipping: ShippingService,
    private readonly workflow: OrderWorkflow,
    private readonly payments: PaymentsService,
    private readonly links: ShipmentLinks,
    private readonly creditNotes: OrderCreditNotes,
  ) {}

  // ---- reads ----

  private async toDtos(orders: Order[]): Promise<OrderDto[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const [items, events, payments, refunds, creditNotes] = await Promise.all([
      this.db.getRepository(OrderItem).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.db.getRepository(OrderEvent).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.db
        .getRepository(Payment)
        .find({ where: { orderId: In(ids) }, select: { id: true, orderId: true, status: true, refundedAmount: true } }),
      this.db.getRepository(PaymentRefund).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } }),
      this.creditNotes.forOrders(ids),
    ]);
    return orders.map((o) =>
      toOrderDto(
        o,
        items.filter((i) => i.orderId === o.id),
        events.filter((e) => e.orderId === o.id),
        payments.find((p) => p.orderId === o.id) ?? null,
        refunds.filter((r) => r.orderId === o.id).map(toRefundDto),
        creditNotes.get(o.id) ?? [],
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
  async shipment(paymentId: string, user: AuthUser, lang: Language = 'ar'): Promise<ShipmentDto> {
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
      trackingUrl: trackingUrl(order.trackingUrlTemplate, order.trackingNumber, lang),
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.completedAt?.toISOString() ?? null,
      estimatedDelivery: deliveryWindow(order) ?? deliveryWindow({ ...order, status: 'New' })!,
      deliveryDays: { min: order.deliveryMinDays ?? DELIVERY_DAYS.min, max: order.deliveryMaxDays ?? DELIVERY_DAYS.max },
      address: { city: order.address.city, country: order.country },
      shareToken: this.links.tokenFor(order.id),
    };
  }
}
