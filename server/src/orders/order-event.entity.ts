import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OrderStatus } from '@ward/shared';
import { Order } from './order.entity.js';

export type OrderActorType = 'customer' | 'admin' | 'system' | 'gateway';

/** One step of an order's timeline: every transition, with when and who. */
@Entity('order_events')
@Check('order_events_actorType_check', `"actorType" IN ('customer', 'admin', 'system', 'gateway')`)
@Index('order_events_order', ['orderId', 'id'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'order_events_orderId_fkey' })
  // Relation<>: the two entity files import each other, and the decorator metadata must not read Order as this one loads
  order?: Relation<Order>;

  @Column('text', { nullable: true })
  fromStatus: OrderStatus | null;

  @Column('text')
  toStatus: OrderStatus;

  @Column('text')
  actorType: OrderActorType;

  @Column('int', { nullable: true })
  actorId: number | null;

  @Column('text', { nullable: true })
  actorName: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  /** the clock, not the transaction's start: a transaction's events keep their order */
  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
