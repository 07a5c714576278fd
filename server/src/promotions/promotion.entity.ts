import type { PromotionRuleInput, PromotionType } from '@ward/shared';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LocalizedText, MoneyColumn } from '../common/columns.js';

/** Stored conditions (issue 28): empty lists mean anyone. */
export interface StoredConditions {
  paymentMethods: string[];
  countries: string[];
  firstOrderOnly: boolean;
  customerIds: number[];
}

/**
 * A promotion (issue 28): one rule (amounts in SAR, as the back office sent it), a schedule in
 * Riyadh time, its stacking flags, and its limits: total uses, uses per customer, a budget in SAR.
 * `usedCount` and `spent` count paid-for or pending orders and go down when an order is cancelled.
 */
@Entity('promotions')
@Check('promotions_type_check', `type IN ('orderDiscount', 'itemDiscount', 'buyXgetY', 'tiered', 'freeShipping', 'bundlePrice')`)
@Check('promotions_check', `"endsAt" IS NULL OR "endsAt" > "startsAt"`)
@Check('promotions_usageLimit_check', `"usageLimit" > 0`)
@Check('promotions_perCustomerLimit_check', `"perCustomerLimit" > 0`)
@Check('promotions_usedCount_check', `"usedCount" >= 0`)
@Check('promotions_check1', `"usageLimit" IS NULL OR "usedCount" <= "usageLimit"`)
@Check('promotions_budget_check', `budget > 0`)
@Check('promotions_spent_check', `spent >= 0`)
@Check('promotions_check2', `budget IS NULL OR spent <= budget`)
@Index('promotions_running', ['isActive', 'startsAt'])
export class Promotion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  /** what the shopper reads beside the discount */
  @Column(() => LocalizedText)
  label: LocalizedText;

  @Column('text')
  type: PromotionType;

  @Column('jsonb')
  rule: PromotionRuleInput;

  @Column('jsonb', { default: () => `'{}'` })
  conditions: StoredConditions;

  @Column('boolean', { default: true })
  isActive: boolean;

  @Column('timestamptz')
  startsAt: Date;

  @Column('timestamptz', { nullable: true })
  endsAt: Date | null;

  /** Riyadh weekdays, 0 = Sunday; null = every day */
  @Column('jsonb', { nullable: true })
  days: number[] | null;

  /** Riyadh hours [from, to) */
  @Column('jsonb', { nullable: true })
  hours: { from: number; to: number } | null;

  @Column('int', { default: 0 })
  priority: number;

  @Column('boolean', { default: true })
  combinable: boolean;

  @Column('boolean', { default: true })
  combinesWithCoupons: boolean;

  @Column('int', { nullable: true })
  usageLimit: number | null;

  @Column('int', { nullable: true })
  perCustomerLimit: number | null;

  @Column('int', { default: 0 })
  usedCount: number;

  /** SAR */
  @MoneyColumn({ nullable: true })
  budget: number | null;

  /** SAR given so far */
  @MoneyColumn({ default: 0 })
  spent: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
