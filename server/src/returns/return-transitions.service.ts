import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  RETURN_ACTIONS,
  returnActionApplies,
  type ReturnAction,
  type ReturnCondition,
  type ReturnDto,
  type ReturnReason,
  type ReturnStatus,
} from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';
import { Inventory } from '../inventory/inventory.service.js';
import { OrderRefunds, type PreparedRefund, type RefundWay } from '../orders/refunds/order-refunds.service.js';
import { shelfReturns } from '../orders/shelf-returns.js';
import { readReturn } from './return-reads.js';

interface LockedReturn {
  id: number;
  orderId: number;
  status: ReturnStatus;
  reason: ReturnReason;
  condition: ReturnCondition;
  lines: Array<{ itemId: number; quantity: number }>;
}

export interface ReturnActionInput {
  /** reject: sent to the customer */
  reason?: string;
  /** inspect: why units that cannot be sold again are written off */
  writeOffReason?: string;
  /** transit: the carrier's tracking number */
  trackingNumber?: string;
  /** refund: how the money goes back (default: the provider) */
  way?: RefundWay;
}

/** Only a sealed bottle that did not arrive damaged goes back on the shelf. */
const sellableAgain = (r: LockedReturn) => r.condition === 'sealed' && r.reason !== 'damaged';

/**
 * The back office's moves of a return (requested → approved/rejected → in transit → received → inspected →
 * refunded, or closed without a refund), each in one transaction with its side effects and the `return.moved` event: the
 * inspection moves stock through the inventory, the refund goes through the orders' refund path
 * (credit note, provider refund, "no unit refunded twice").
 */
@Injectable()
export class ReturnTransitions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
    private readonly inventory: Inventory,
    private readonly refunds: OrderRefunds,
  ) {}

  /** `actor`: the back office, or for `transit` the return's own customer (checked by the caller). */
  async act(id: number, action: ReturnAction, input: ReturnActionInput, actor: AuthUser): Promise<ReturnDto> {
    await this.db.transaction(async (m) => {
      let payOut: PreparedRefund['payOut'] | null = null;
      const locked = await this.lock(m, id);
      const { to } = RETURN_ACTIONS[action];
      const from = locked.status;
      if (!returnActionApplies(action, from)) throw new ConflictError('return.transitionRefused', { from });
      const patch: Record<string, unknown> = {};
      if (action === 'reject') patch.rejectionReason = input.reason;
      if (action === 'inspect') patch.writeOffReason = await this.inspect(m, locked, input.writeOffReason ?? null, actor.id);
      if (action === 'refund') ({ refundId: patch.refundId, payOut } = await this.refund(m, locked, actor.id, input.way));
      if (action === 'transit') patch.trackingNumber = input.trackingNumber;
      await m.query(
        `UPDATE returns SET status = $2, "rejectionReason" = coalesce($3, "rejectionReason"), "writeOffReason" = coalesce($4, "writeOffReason"),
           "refundId" = coalesce($5, "refundId"), "trackingNumber" = coalesce($6, "trackingNumber"), "updatedAt" = now() WHERE id = $1`,
        [id, to, patch.rejectionReason ?? null, patch.writeOffReason ?? null, patch.refundId ?? null, patch.trackingNumber ?? null],
      );
      await this.events.publish(
        'return.moved',
        { returnId: id, orderId: locked.orderId, from, to, reason: input.reason ?? null, trackingNumber: input.trackingNumber ?? null },
        m,
      );
      // the provider's refund last: its refusal rolls the move back, and nothing above can fail after money left
      if (payOut) await payOut();
    });
    return (await readReturn(this.db.manager, id))!;
  }

  private async lock(m: EntityManager, id: number): Promise<LockedReturn> {
    const [found] = await sqlRows<Omit<LockedReturn, 'lines'>>(
      m,
      `SELECT id, "orderId", status, reason, condition FROM returns WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!found) throw new NotFoundError('return.notFound');
    const lines = await sqlRows<LockedReturn['lines'][number]>(
      m,
      `SELECT "itemId", quantity FROM return_lines WHERE "returnId" = $1 ORDER BY "itemId"`,
      [id],
    );
    return { ...found, lines };
  }

  /** Sealed units back on the shelf (a `return_restock` movement); the rest written off, with a reason. */
  private async inspect(m: EntityManager, r: LockedReturn, writeOffReason: string | null, adminId: number): Promise<string | null> {
    const restock = sellableAgain(r);
    if (!restock && !writeOffReason)
      throw new BadInputError('return.writeOffReasonRequired', { writeOffReason: 'return.writeOffReasonRequired' });
    await m.query(`UPDATE return_lines SET outcome = $2 WHERE "returnId" = $1`, [r.id, restock ? 'restocked' : 'writtenOff']);
    if (restock)
      await this.inventory.move(m, await shelfReturns(m, r.lines), {
        reason: 'return_restock',
        orderId: r.orderId,
        reference: `return-${r.id}`,
        actorId: adminId,
      });
    return restock ? null : writeOffReason;
  }

  /** The returned lines' share of what was paid, through the orders' refund path (its checks, credit note; the provider's call is left to the caller). */
  private refund(m: EntityManager, r: LockedReturn, adminId: number, way?: RefundWay): Promise<PreparedRefund> {
    const request = { lines: r.lines, reason: `Return ${r.id} (${r.reason})`, restock: false };
    return this.refunds.prepareWithin(m, r.orderId, request, adminId, way);
  }
}
