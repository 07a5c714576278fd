import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type PromotionDto, type PromotionInput } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec, toBool } from '../common/rest-list.js';
import { updateReturning } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';
import { Promotion } from './promotion.entity.js';
import { toPromotionDto } from './promotion-status.js';
import { runningPromotion } from './running.js';

const RUNNING = runningPromotion('p');

const ADMIN_LIST = listSpec({
  idColumn: 'p.id',
  defaultSort: 'p.id',
  sorts: {
    id: 'p.id',
    priority: 'p.priority',
    type: 'p.type',
    startsAt: 'p."startsAt"',
    endsAt: 'p."endsAt"',
    usedCount: 'p."usedCount"',
    spent: 'p.spent',
    createdAt: 'p."createdAt"',
  },
  search: ['p."nameAr"', 'p."nameEn"'],
  filters: {
    type: ['p.type', 'eq'],
    isActive: (where, value, name) => where.andWhere(toBool(name, value) ? `(${RUNNING})` : `NOT (${RUNNING})`),
  },
});

/** pg_advisory_xact_lock class for one customer's per-customer promotion uses ("prom"). */
const CUSTOMER_USES_LOCK = 0x70726f6d;

/** One promotion's part of an order, as placement claims it (SAR). */
export interface PromotionClaim {
  promotionId: number;
  amount: number;
}

/**
 * Promotions (issue 28): the back office's resource, and the uses and budget each order takes in
 * its transaction, given back when the order is rejected or its payment fails.
 */
@Injectable()
export class PromotionsService implements OnModuleInit {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    // a cancelled order gives its uses and budget back, in the transaction that cancels it
    this.events.within('order.transitioned', (m, move) =>
      move.to === 'Rejected' || move.to === 'PaymentFailure' ? this.release(m, move.orderId) : Promise.resolve(),
    );
  }

  /**
   * Counts one use and the amount given of each promotion an order got, in the order's transaction:
   * a conditional update per promotion (in id order), refused with 409 `promotion.changed` when the
   * promotion ended, ran out of uses or budget, or the customer reached its limit meanwhile; the
   * shopper then sees the new total before paying.
   */
  async claim(m: EntityManager, orderId: number, userId: number, claims: PromotionClaim[]): Promise<void> {
    const sorted = [...claims].sort((a, b) => a.promotionId - b.promotionId);
    if (!sorted.length) return;
    // one customer's orders count their per-customer uses one at a time
    await m.query(`SELECT pg_advisory_xact_lock(${CUSTOMER_USES_LOCK}, $1)`, [userId]);
    for (const { promotionId, amount } of sorted) {
      const rows = await updateReturning(
        m,
        `UPDATE promotions p SET "usedCount" = p."usedCount" + 1, spent = p.spent + $2, "updatedAt" = now()
         WHERE p.id = $1 AND ${RUNNING} AND (p.budget IS NULL OR p.spent + $2 <= p.budget)
           AND (p."perCustomerLimit" IS NULL
             OR (SELECT count(*) FROM promotion_uses u WHERE u."promotionId" = p.id AND u."userId" = $3) < p."perCustomerLimit")
         RETURNING p.id`,
        [promotionId, amount, userId],
      );
      if (!rows.length) throw new ConflictError('promotion.changed', {}, { promotions: 'promotion.changed' });
      await m.query(`INSERT INTO promotion_uses ("orderId", "promotionId", "userId", amount) VALUES ($1, $2, $3, $4)`, [
        orderId,
        promotionId,
        userId,
        amount,
      ]);
    }
  }

  /** Gives back what a cancelled order took (once: its use rows go). */
  async release(m: EntityManager, orderId: number): Promise<void> {
    const uses = await updateReturning<{ promotionId: number; amount: string }>(
      m,
      `DELETE FROM promotion_uses WHERE "orderId" = $1 RETURNING "promotionId", amount`,
      [orderId],
    );
    for (const use of uses)
      await m.query(
        `UPDATE promotions SET "usedCount" = greatest("usedCount" - 1, 0), spent = greatest(spent - $2, 0), "updatedAt" = now() WHERE id = $1`,
        [use.promotionId, use.amount],
      );
  }

  // ---- admin ----

  async adminList(q: ListQuery): Promise<[PromotionDto[], number]> {
    const [rows, total] = await listPage(this.promotions.createQueryBuilder('p'), q, ADMIN_LIST);
    const now = new Date();
    return [rows.map((p) => toPromotionDto(p, now)), total];
  }

  async get(id: number): Promise<PromotionDto> {
    return toPromotionDto(await this.find(id));
  }

  async create(input: PromotionInput): Promise<PromotionDto> {
    const saved = await this.promotions.save(this.promotions.create(this.fields(input)));
    return toPromotionDto(saved);
  }

  async update(id: number, input: PromotionInput): Promise<PromotionDto> {
    const promotion = await this.find(id);
    const fields = this.fields(input);
    if (fields.usageLimit !== null && fields.usageLimit < promotion.usedCount)
      throw new BadInputError('error.validation', { usageLimit: 'promotion.limitBelowUsage' }, { used: promotion.usedCount });
    if (fields.budget !== null && fields.budget < promotion.spent)
      throw new BadInputError('error.validation', { budget: 'promotion.budgetBelowSpent' }, { spent: promotion.spent.toFixed(2) });
    Object.assign(promotion, fields);
    return toPromotionDto(await this.promotions.save(promotion));
  }

  async remove(id: number): Promise<{ id: number }> {
    const result = await this.promotions.delete({ id });
    if (!result.affected) throw new NotFoundError('promotion.notFound');
    return { id };
  }

  private async find(id: number): Promise<Promotion> {
    const promotion = await this.promotions.findOne({ where: { id } });
    if (!promotion) throw new NotFoundError('promotion.notFound');
    return promotion;
  }

  private fields(input: PromotionInput) {
    return {
      name: input.name,
      label: input.label,
      type: input.rule.type,
      rule: input.rule,
      conditions: input.conditions,
      isActive: input.isActive,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      days: input.days?.length ? [...new Set(input.days)].sort() : null,
      hours: input.hours,
      priority: input.priority,
      combinable: input.combinable,
      combinesWithCoupons: input.combinesWithCoupons,
      usageLimit: input.usageLimit,
      perCustomerLimit: input.perCustomerLimit,
      budget: input.budget,
    };
  }
}
