import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../common/columns.js';
import { Promotion } from './promotion.entity.js';

/**
 * One order's use of a promotion (issue 28): what counts against the per-customer limit, and what
 * is given back (uses and budget) when the order is cancelled. One row per order and promotion.
 */
@Entity('promotion_uses')
@Check('promotion_uses_amount_check', `amount >= 0`)
@Index('promotion_uses_customer', ['promotionId', 'userId'])
export class PromotionUse {
  @PrimaryColumn('int')
  orderId: number;

  @PrimaryColumn('int')
  promotionId: number;

  @ManyToOne(() => Promotion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promotionId', foreignKeyConstraintName: 'promotion_uses_promotionId_fkey' })
  promotion?: Promotion;

  @Column('int')
  userId: number;

  /** SAR given by this promotion on this order */
  @MoneyColumn()
  amount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
