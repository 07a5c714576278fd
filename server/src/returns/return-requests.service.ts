import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OFFERED_RETURN_WISHES, type ReturnDto, type ReturnRequestInput, type ReturnSentInput } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { sqlRows } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';
import { lockReturnableOrder, type ReturnableOrder } from '../orders/returnable-order.js';
import { readOrderReturns, readReturn } from './return-reads.js';
import { ReturnTransitions } from './return-transitions.service.js';

const DAY_MS = 86_400_000;

/**
 * A customer's (or a guest's, with the order's access token) return request. The order row is
 * locked first, so two requests — or a request and a refund — for the same units are decided one
 * after the other: the second sees what the first took. Every refusal changes nothing.
 */
@Injectable()
export class ReturnRequests {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly events: DomainEvents,
    private readonly transitions: ReturnTransitions,
  ) {}

  async request(orderId: number, input: ReturnRequestInput, user: AuthUser): Promise<ReturnDto> {
    if (!OFFERED_RETURN_WISHES.includes(input.wish)) throw new BadInputError('return.wishNotOffered', { wish: 'return.wishNotOffered' });
    // a guest's order access is not an account: nobody could spend the credit
    if (input.wish === 'wallet' && user.orderScope != null)
      throw new BadInputError('return.walletNeedsAccount', { wish: 'return.walletNeedsAccount' });
    const id = await this.db.transaction(async (m) => {
      const order = await this.ownOrder(m, orderId, user, true);
      const rules = (await this.settings.get(m)).returns;
      if (order.status !== 'Completed' || !order.completedAt) throw new ConflictError('return.notDelivered');
      if (Date.now() > new Date(order.completedAt).getTime() + rules.windowDays * DAY_MS)
        throw new ConflictError('return.windowClosed', { days: rules.windowDays });
      if (input.condition === 'opened' && !rules.openedAllowedFor.includes(input.reason))
        throw new BadInputError('return.openedExcluded', { condition: 'return.openedExcluded' });
      const lines = await this.checkLines(m, order, input.lines);
      const [row] = await sqlRows<{ id: number }>(
        m,
        `INSERT INTO returns ("orderId", "userId", reason, condition, wish, note) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [order.id, order.userId, input.reason, input.condition, input.wish, input.note ?? null],
      );
      await m.query(
        `INSERT INTO return_lines ("returnId", "itemId", quantity) SELECT $1, l."itemId", l.quantity
         FROM jsonb_to_recordset($2::jsonb) AS l("itemId" int, quantity int)`,
        [row.id, JSON.stringify(lines)],
      );
      await this.events.publish('return.moved', { returnId: row.id, orderId: order.id, from: null, to: 'requested', reason: null }, m);
      return row.id;
    });
    return (await readReturn(this.db.manager, id))!;
  }

  /** The customer (or guest) says the parcel is on its way back: the return must be this order's, and approved. */
  async sent(orderId: number, returnId: number, input: ReturnSentInput, user: AuthUser): Promise<ReturnDto> {
    await this.db.transaction(async (m) => {
      await this.ownOrder(m, orderId, user, false);
      const [found] = await sqlRows<{ id: number }>(m, `SELECT id FROM returns WHERE id = $1 AND "orderId" = $2`, [returnId, orderId]);
      if (!found) throw new NotFoundError('return.notFound');
    });
    return this.transitions.act(returnId, 'transit', { trackingNumber: input.trackingNumber }, user);
  }

  /** The order's returns, for its owner (or its guest). */
  async listMine(orderId: number, user: AuthUser): Promise<ReturnDto[]> {
    return this.db.transaction(async (m) => {
      await this.ownOrder(m, orderId, user, false);
      return readOrderReturns(m, orderId);
    });
  }

  /** Another customer's order, or an order outside a guest's token, is the same 404 as none. */
  private async ownOrder(m: EntityManager, orderId: number, user: AuthUser, lock: boolean): Promise<ReturnableOrder> {
    if (user.orderScope != null && user.orderScope !== orderId) throw new NotFoundError('order.notFound');
    const order = lock ? await lockReturnableOrder(m, orderId) : await this.peek(m, orderId);
    if (!order || order.userId !== user.id) throw new NotFoundError('order.notFound');
    return order;
  }

  private async peek(m: EntityManager, orderId: number): Promise<ReturnableOrder | null> {
    const [order] = await sqlRows<ReturnableOrder>(m, `SELECT id, "userId" FROM orders WHERE id = $1`, [orderId]);
    return order ?? null;
  }

  /** Each line is in the order, for no more units than were bought less those refunded or in another open return. */
  private async checkLines(m: EntityManager, order: ReturnableOrder, lines: ReturnRequestInput['lines']) {
    const [{ taken }] = await sqlRows<{ taken: Record<string, number> }>(
      m,
      `SELECT coalesce(jsonb_object_agg("itemId", q), '{}') AS taken FROM (
         SELECT l."itemId", sum(l.quantity)::int AS q FROM return_lines l JOIN returns r ON r.id = l."returnId"
         WHERE r."orderId" = $1 AND r.status NOT IN ('rejected', 'refunded') GROUP BY 1) t`,
      [order.id],
    );
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);
    for (const [itemId, quantity] of merged) {
      const item = order.items.find((i) => i.id === itemId);
      if (!item || quantity > item.quantity - item.refunded - Number(taken[itemId] ?? 0))
        throw new BadInputError('return.tooMany', { lines: 'return.tooMany' });
    }
    return [...merged].map(([itemId, quantity]) => ({ itemId, quantity }));
  }
}
