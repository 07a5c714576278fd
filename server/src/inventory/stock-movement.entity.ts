import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StockMovementReason } from '@ward/shared';

/**
 * One change of a variant's stock, written with it (inventory/stock-writes.ts): the ledger a
 * variant's stock history is read from. A variant's deltas add up to its stock.
 */
@Entity('stock_movements')
@Check('stock_movements_delta_check', `delta <> 0`)
@Check(
  'stock_movements_reason_check',
  `reason IN ('opening', 'placement', 'gift_set', 'release', 'refund_restock', 'return_restock', 'bulk_edit', 'csv_import', 'admin_edit', 'sample')`,
)
@Index('stock_movements_variant', ['variantId', 'id'])
export class StockMovement {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @ForeignKey('ProductVariant', { name: 'stock_movements_variantId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  variantId: number;

  @Column('int')
  delta: number;

  @Column('text')
  reason: StockMovementReason;

  @ForeignKey('Order', { name: 'stock_movements_orderId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  orderId: number | null;

  @Column('text', { nullable: true })
  reference: string | null;

  /** the customer or admin (a user id; kept when a guest record is merged away) */
  @Column('int', { nullable: true })
  actorId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
