import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { couponDiscount, normalizeCouponCode, toHalalas, toSar, type CouponCheckDto, type CouponDto, type CouponInput } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { escapeLike, listPage, listSpec, toBool } from '../common/rest-list.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { updateReturning } from '../payments/sql.js';
import { Coupon } from './coupon.entity.js';
import { couponRefusal, couponTerms, parseCouponCode, type CouponFacts, type CouponField } from './coupon-rules.js';

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

/** Coupon validations per client IP per minute (codes must not be guessable by brute force). */
const VALIDATE_LIMIT_PER_MINUTE = 30;

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
  async check(rawCode: string | null | undefined, subtotal: number | null, field: CouponField = 'code'): Promise<Coupon> {
    const code = parseCouponCode(rawCode, field);
    const coupon = await this.coupons.createQueryBuilder('c').where('upper(c.code) = :code', { code }).getOne();
    if (!coupon) throw new NotFoundError('coupon.notFound');
    const refusal = couponRefusal(coupon, subtotal, field);
    if (refusal) throw refusal;
    return coupon;
  }

  /** `POST /api/coupons/validate` */
  async validate(code: string, subtotalSar: number | undefined, ip: string): Promise<CouponCheckDto> {
    await this.rateLimit.consume(`coupon:ip:${ip}`, VALIDATE_LIMIT_PER_MINUTE, 60);
    const subtotal = subtotalSar === undefined ? null : toHalalas(subtotalSar);
    const coupon = await this.check(code, subtotal);
    return toCouponCheckDto(coupon, subtotal);
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
      const [fresh] = await manager.query(`SELECT "expiryDate" FROM coupons WHERE id = $1`, [coupon.id]);
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
