import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { couponDiscount, normalizeCouponCode, toHalalas, toSar, type CouponCheckDto, type CouponDto, type CouponInput } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { BadInputError, ConflictError, DomainError, NotFoundError, RateLimitedError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { escapeLike, listPage, listSpec, toBool } from '../common/rest-list.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { updateReturning } from '../database/sql-rows.js';
import { Coupon } from './coupon.entity.js';
import {
  COUNTED_ORDER,
  couponRefusal,
  couponTerms,
  parseCouponCode,
  type CouponFacts,
  type CouponField,
  type CustomerCouponHistory,
} from './coupon-rules.js';
import { sqlRows } from '../database/sql-rows.js';

/** Active: not expired and not used up (the admin list's "active" filter and the DTO's `isActive`). */
const ACTIVE = `c."expiryDate" > now() AND (c."usageLimit" IS NULL OR c."usedCount" < c."usageLimit")`;

const ADMIN_LIST = listSpec({
  idColumn: 'c.id',
  defaultSort: 'c.id',
  sorts: {
    id: 'c.id',
    code: 'c.code',
    discountValue: 'c."discountValue"',
    isPercentage: 'c."isPercentage"',
    expiryDate: 'c."expiryDate"',
    createdAt: 'c."createdAt"',
    usageLimit: 'c."usageLimit"',
    usedCount: 'c."usedCount"',
    minOrderTotal: 'c."minOrderTotal"',
  },
  search: (qb, q) => qb.andWhere('upper(c.code) LIKE :q', { q: `%${escapeLike(normalizeCouponCode(q))}%` }),
  filters: {
    isPercentage: ['c."isPercentage"', 'bool'],
    isActive: (where, value, name) => where.andWhere(toBool(name, value) ? `(${ACTIVE})` : `NOT (${ACTIVE})`),
  },
});

/**
 * Codes that do not exist (or are malformed) one client may try a minute, per address and per
 * account, wherever a code is evaluated (validate, quote, shipping calculation, placement); then
 * every code evaluation answers 429 until the minute is over (docs/security.md).
 */
export const CODE_MISSES_PER_MINUTE = 30;

/** Who evaluates a code: the client address, and the account when signed in. */
export interface CodeTrier {
  ip: string;
  userId: number | null;
}

const isMiss = (error: unknown) =>
  error instanceof DomainError && (error.messageKey === 'coupon.notFound' || error.messageKey === 'coupon.invalid');
/** The rate-limit keys of a client's code misses: its address, and its account when signed in. */
export const missKeys = (who: CodeTrier) => [`coupon:miss:ip:${who.ip}`, ...(who.userId ? [`coupon:miss:user:${who.userId}`] : [])];

export function toCouponDto(c: Coupon, now = new Date()): CouponDto {
  return {
    id: c.id,
    code: c.code,
    discountValue: c.discountValue,
    isPercentage: c.isPercentage,
    expiryDate: c.expiryDate.toISOString(),
    createdAt: c.createdAt.toISOString(),
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    minOrderTotal: c.minOrderTotal,
    oncePerCustomer: c.oncePerCustomer,
    firstOrderOnly: c.firstOrderOnly,
    isActive: c.expiryDate.getTime() > now.getTime() && (c.usageLimit === null || c.usedCount < c.usageLimit),
  };
}

/** The coupon as the shopper sees it, with its discount on a subtotal in halalas (0 without one). */
export function toCouponCheckDto(coupon: CouponFacts, subtotal: number | null): CouponCheckDto {
  return {
    code: coupon.code,
    discountValue: coupon.discountValue,
    isPercentage: coupon.isPercentage,
    expiryDate: coupon.expiryDate.toISOString(),
    minOrderTotal: coupon.minOrderTotal,
    oncePerCustomer: coupon.oncePerCustomer,
    firstOrderOnly: coupon.firstOrderOnly,
    discount: subtotal === null ? 0 : toSar(couponDiscount(subtotal, couponTerms(coupon))),
  };
}

/** Coupons (DESIGN.md §5): case-insensitive codes, the catalogue's distinct refusals, usage counted with orders. */
@Injectable()
export class CouponsService {
  constructor(
    @InjectRepository(Coupon) private readonly coupons: Repository<Coupon>,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * The coupon a shopper typed, or the catalogue's reason why not: required, invalid (format),
   * not found, or a refusal of `couponRefusal` (expired, used up, minimum not met when a
   * subtotal in halalas is given).
   */
  async check(
    rawCode: string | null | undefined,
    subtotal: number | null,
    field: CouponField = 'code',
    customerId?: number | null,
  ): Promise<Coupon> {
    const code = parseCouponCode(rawCode, field);
    const coupon = await this.coupons.createQueryBuilder('c').where('upper(c.code) = :code', { code }).getOne();
    if (!coupon) throw new NotFoundError('coupon.notFound');
    const history = customerId ? await this.history(customerId, coupon.id) : null;
    const refusal = couponRefusal(coupon, subtotal, field, new Date(), history);
    if (refusal) throw refusal;
    return coupon;
  }

  /** The customer's orders that count for the per-customer options, and those with this coupon. */
  private async history(customerId: number, couponId: number): Promise<CustomerCouponHistory> {
    const [row] = await sqlRows<CustomerCouponHistory>(
      this.coupons,
      `SELECT count(*)::int AS "orderCount", count(*) FILTER (WHERE o."couponId" = $2)::int AS "couponUses"
       FROM orders o WHERE o."userId" = $1 AND ${COUNTED_ORDER}`,
      [customerId, couponId],
    );
    return row;
  }

  /** Before a code is evaluated: 429 once this client tried too many codes that do not exist. */
  async assertMayTry(who: CodeTrier): Promise<void> {
    for (const key of missKeys(who)) this.refuseIfGuessing((await this.rateLimit.peek(key, 60))?.count ?? 0);
  }

  /** The same, from a miss count read with other data (the quote's one statement): 429 at the limit (Retry-After: a minute). */
  refuseIfGuessing(misses: number): void {
    if (misses >= CODE_MISSES_PER_MINUTE) throw new RateLimitedError(60);
  }

  /** After a code was evaluated: a code that does not exist (or is malformed) counts against the client. */
  async countMiss(who: CodeTrier, error: unknown): Promise<void> {
    if (!isMiss(error)) return;
    for (const key of missKeys(who)) await this.rateLimit.increment(key, 60);
  }

  /** `POST /api/coupons/validate` */
  async validate(code: string, subtotalSar: number | undefined, who: CodeTrier): Promise<CouponCheckDto> {
    await this.assertMayTry(who);
    const subtotal = subtotalSar === undefined ? null : toHalalas(subtotalSar);
    try {
      return toCouponCheckDto(await this.check(code, subtotal, 'code', who.userId), subtotal);
    } catch (error) {
      await this.countMiss(who, error);
      throw error;
    }
  }

  /** Counts one use inside the order transaction; refuses when the last use was just taken or it expired meanwhile. */
  async claim(manager: EntityManager, coupon: Pick<CouponFacts, 'id'>): Promise<void> {
    const rows = await updateReturning(
      manager,
      `UPDATE coupons SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
       WHERE id = $1 AND "expiryDate" > now() AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit") RETURNING id`,
      [coupon.id],
    );
    if (!rows.length) {
      const [fresh] = await sqlRows<{ expiryDate: Date }>(manager, `SELECT "expiryDate" FROM coupons WHERE id = $1`, [coupon.id]);
      if (!fresh) throw new NotFoundError('coupon.notFound');
      if (new Date(fresh.expiryDate).getTime() <= Date.now())
        throw new ConflictError('coupon.expired', {}, { couponCode: 'coupon.expired' });
      throw new ConflictError('coupon.usedUp', {}, { couponCode: 'coupon.usedUp' });
    }
  }

  /** Gives a use back when its order failed or was rejected. */
  async release(manager: EntityManager, couponId: number): Promise<void> {
    await manager.query(`UPDATE coupons SET "usedCount" = "usedCount" - 1, "updatedAt" = now() WHERE id = $1 AND "usedCount" > 0`, [
      couponId,
    ]);
  }

  // ---- admin ----

  async adminList(q: ListQuery): Promise<[CouponDto[], number]> {
    const [rows, total] = await listPage(this.coupons.createQueryBuilder('c'), q, ADMIN_LIST);
    return [rows.map((c) => toCouponDto(c)), total];
  }

  async get(id: number): Promise<CouponDto> {
    const coupon = await this.coupons.findOne({ where: { id } });
    if (!coupon) throw new NotFoundError('coupon.notFound');
    return toCouponDto(coupon);
  }

  async create(input: CouponInput): Promise<CouponDto> {
    const coupon = this.coupons.create(this.fields(input));
    return toCouponDto(await this.saveUnique(coupon));
  }

  async update(id: number, input: CouponInput): Promise<CouponDto> {
    const coupon = await this.coupons.findOne({ where: { id } });
    if (!coupon) throw new NotFoundError('coupon.notFound');
    const fields = this.fields(input);
    if (fields.usageLimit !== null && fields.usageLimit < coupon.usedCount) {
      throw new BadInputError('error.validation', { usageLimit: 'coupon.limitBelowUsage' }, { used: coupon.usedCount });
    }
    Object.assign(coupon, fields);
    return toCouponDto(await this.saveUnique(coupon));
  }

  async remove(id: number): Promise<{ id: number }> {
    const result = await this.coupons.delete({ id });
    if (!result.affected) throw new NotFoundError('coupon.notFound');
    return { id };
  }

  private fields(input: CouponInput) {
    return {
      code: normalizeCouponCode(input.code),
      discountValue: input.discountValue,
      isPercentage: input.isPercentage,
      expiryDate: new Date(input.expiryDate),
      usageLimit: input.usageLimit ?? null,
      minOrderTotal: input.minOrderTotal ?? null,
      oncePerCustomer: input.oncePerCustomer,
      firstOrderOnly: input.firstOrderOnly,
    };
  }

  private async saveUnique(coupon: Coupon): Promise<Coupon> {
    const taken = await this.coupons
      .createQueryBuilder('c')
      .where('upper(c.code) = :code', { code: coupon.code })
      .andWhere('c.id <> :id', { id: coupon.id ?? 0 })
      .getExists();
    if (taken) throw new ConflictError('coupon.codeTaken', {}, { code: 'coupon.codeTaken' });
    try {
      return await this.coupons.save(coupon);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictError('coupon.codeTaken', {}, { code: 'coupon.codeTaken' });
      throw error;
    }
  }
}
