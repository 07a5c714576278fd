import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CountryCode, ImageDto, OptionLabelDto, OrderAddressDto, OrderGiftDto, OrderStatus, PaymentMethod } from '@ward/shared';
import { MoneyColumn } from '../common/columns.js';

/** An order: a snapshot of what was bought, at which prices, to which address (DESIGN.md §5). */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { default: () => `('W' || nextval('order_number_seq'))` })
  orderNumber: string;

  @Column('int')
  userId: number;

  @Column('text')
  customerName: string;

  /** null: a shopper who signed in by SMS code and gave no email */
  @Column('text', { nullable: true })
  customerEmail: string | null;

  @Column('text', { nullable: true })
  customerPhone: string | null;

  /** placed by a guest checkout (its customer is a guest record, or was one before it became an account) */
  @Column('boolean', { default: false })
  guestCheckout: boolean;

  @Column('text')
  status: OrderStatus;

  @Column('text')
  paymentMethod: PaymentMethod;

  @Column('int', { nullable: true })
  couponId: number | null;

  @Column('text', { nullable: true })
  couponCode: string | null;

  @MoneyColumn()
  subtotal: number;

  @MoneyColumn()
  discount: number;

  @MoneyColumn()
  shipping: number;

  @MoneyColumn()
  codFee: number;

  /** what the gift wrap cost (VAT included; 0 without it) */
  @MoneyColumn()
  giftWrap: number;

  @MoneyColumn()
  vat: number;

  @MoneyColumn()
  total: number;

  @Column('text')
  country: CountryCode;

  @Column('jsonb')
  address: OrderAddressDto;

  @Column('int', { default: 0 })
  weightGrams: number;

  @Column('int', { nullable: true })
  carrierId: number | null;

  @Column('text', { nullable: true })
  carrierNameAr: string | null;

  @Column('text', { nullable: true })
  carrierNameEn: string | null;

  @Column('text', { nullable: true })
  trackingUrlTemplate: string | null;

  @Column('text', { nullable: true })
  trackingNumber: string | null;

  @Column('int', { default: 3 })
  deliveryMinDays: number;

  @Column('int', { default: 5 })
  deliveryMaxDays: number;

  @Column('text', { nullable: true })
  rejectionReason: string | null;

  @Column('text', { nullable: true })
  notes: string | null;

  /** wrap, card message, another recipient, packing slip without prices; null for an ordinary order */
  @Column('jsonb', { nullable: true })
  gift: OrderGiftDto | null;

  @Column('text', { nullable: true })
  invoiceNumber: string | null;

  @Column('timestamptz', { nullable: true })
  invoicedAt: Date | null;

  @Column('text', { nullable: true, select: false })
  idempotencyKey: string | null;

  @Column('text', { nullable: true, select: false })
  requestHash: string | null;

  @Column('boolean', { default: false })
  stockReleased: boolean;

  @Column('timestamptz', { nullable: true })
  shippedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @OneToMany(() => OrderEvent, (event) => event.order)
  events?: OrderEvent[];
}

@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column('int', { nullable: true })
  productId: number | null;

  /** null once the variant is deleted; the SKU and option labels below stay as bought */
  @Column('int', { nullable: true })
  variantId: number | null;

  @Column('text', { nullable: true })
  sku: string | null;

  @Column('jsonb', { default: () => `'[]'` })
  optionLabels: OptionLabelDto[];

  /** a gift set's items as sold (per set): the stock a rejection or failed payment gives back */
  @Column('jsonb', { default: () => `'[]'` })
  components: Array<{ variantId: number; quantity: number }>;

  @Column('text')
  nameAr: string;

  @Column('text')
  nameEn: string;

  @Column('jsonb', { nullable: true })
  image: ImageDto | null;

  @Column('int')
  quantity: number;

  @MoneyColumn()
  itemPrice: number;

  @Column('int', { nullable: true })
  discountPercent: number | null;

  @MoneyColumn()
  finalPrice: number;

  @MoneyColumn()
  lineTotal: number;

  @Column('int', { default: 0 })
  weight: number;

  /** a free sample the shopper chose at checkout (priced 0; its name says so as bought) */
  @Column('boolean', { default: false })
  isSample: boolean;
}

export type OrderActorType = 'customer' | 'admin' | 'system' | 'gateway';

/** One step of an order's timeline: every transition, with when and who. */
@Entity('order_events')
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  orderId: number;

  @ManyToOne(() => Order, (order) => order.events, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
