import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns.js';

/** A promo code (SPEC.md §3 + DESIGN.md §5): percentage or fixed, expiry, optional usage limit and minimum order. */
@Entity('coupons')
@Check('coupons_code_check', `length(code) BETWEEN 2 AND 32`)
@Check('coupons_discountValue_check', `"discountValue" > 0`)
@Check('coupons_check', `NOT "isPercentage" OR "discountValue" <= 100`)
@Check('coupons_usageLimit_check', `"usageLimit" > 0`)
@Check('coupons_usedCount_check', `"usedCount" >= 0`)
@Check('coupons_check1', `"usageLimit" IS NULL OR "usedCount" <= "usageLimit"`)
@Check('coupons_minOrderTotal_check', `"minOrderTotal" >= 0`)
@Index('coupons_expiry', ['expiryDate'])
// unique upper(code): an expression TypeORM cannot declare
@Index('coupons_code', { synchronize: false })
export class Coupon {
  @PrimaryGeneratedColumn()
  id: number;

  /** stored upper-case; unique case-insensitively */
  @Column('text')
  code: string;

  /** percent when isPercentage, otherwise SAR */
  @MoneyColumn()
  discountValue: number;

  @Column('boolean', { default: true })
  isPercentage: boolean;

  @Column('timestamptz')
  expiryDate: Date;

  @Column('int', { nullable: true })
  usageLimit: number | null;

  /** orders that hold the coupon (released again when such an order fails or is rejected) */
  @Column('int', { default: 0 })
  usedCount: number;

  @MoneyColumn({ nullable: true })
  minOrderTotal: number | null;

  /** one order per customer (orders rejected or left unpaid do not count) */
  @Column('boolean', { default: false })
  oncePerCustomer: boolean;

  /** only for a customer without an earlier order (rejected or unpaid ones do not count) */
  @Column('boolean', { default: false })
  firstOrderOnly: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
