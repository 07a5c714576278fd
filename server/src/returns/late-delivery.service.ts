import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LATE_CANCELLABLE_STATUSES, type OrderDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { OrderWorkflow } from '../orders/order-workflow.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { lockReturnableOrder } from '../orders/returnable-order.js';

const DAY_MS = 86_400_000;

/**
 * Late delivery (issue 30): an order not delivered `lateDeliveryDays` (default 15) after it was
 * placed may be cancelled by its customer, with a full refund, through the rejection path the back
 * office uses (the payment refunded, stock and coupon back, a credit note, the customer told).
 */
@Injectable()
export class LateDeliveryCancel {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly workflow: OrderWorkflow,
    private readonly orders: OrdersService,
  ) {}

  async cancel(orderId: number, user: AuthUser): Promise<OrderDto> {
    if (user.orderScope != null && user.orderScope !== orderId) throw new NotFoundError('order.notFound');
    await this.db.transaction(async (m) => {
      const order = await lockReturnableOrder(m, orderId);
      if (!order || order.userId !== user.id) throw new NotFoundError('order.notFound');
      const days = (await this.settings.get(m)).returns.lateDeliveryDays;
      const late = Date.now() > new Date(order.createdAt).getTime() + days * DAY_MS;
      if (!late || !LATE_CANCELLABLE_STATUSES.includes(order.status)) throw new ConflictError('order.lateCancelRefused', { days });
      await this.workflow.transition(
        m,
        orderId,
        'Rejected',
        { type: 'customer', id: user.id, name: user.name },
        { reason: `Late delivery: not delivered ${days} days after it was placed`, lateDelivery: true },
      );
    });
    return this.orders.getMine(orderId, user.id);
  }
}
