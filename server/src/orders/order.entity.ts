import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { CountryCode, ImageDto, OptionLabelDto, OrderAddressDto, OrderGiftDto, OrderStatus, PaymentMethod } from '@ward/shared';
import type { AppliedPromotionDto, ExportProofDto, VatCategory } from '@ward/shared';
import { MoneyColumn } from '../common/columns.js';

export { OrderEvent, type OrderActorType } from './order-event.entity.js';

/** An order: a snapshot of what was bought, at which prices, to which address (DESIGN.md §5). */
@Entity('orders')
@Check(
  'orders_status_check',
  `status IN ('New', 'Rejected', 'WaitingForPayment', 'PaymentFailure', 'InPreparation', 'OnTheWay', 'Completed')`,
)
@Check(
  'orders_paymentMethod_check',
  `"paymentMethod" IN ('mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet', 'storeCredit')`,
)
@Check('orders_walletAmount_check', `"walletAmount" >= 0 AND "walletAmount" <= total`)
@Check('orders_country_check', `country IN ('SA', 'AE', 'QA', 'KW', 'BH')`)
@Check('orders_subtotal_check', `subtotal >= 0`)
@Check('orders_check', `discount >= 0 AND discount <= subtotal`)
@Check('orders_shipping_check', `shipping >= 0`)
@Check('orders_codFee_check', `"codFee" >= 0`)
@Check('orders_giftWrap_check', `"giftWrap" >= 0`)
@Check('orders_check1', `vat >= 0 AND vat <= total`)
@Check('orders_total_check', `total >= 0`)
@Check('orders_vatCategory_check', `"vatCategory" IN ('S', 'Z')`)
@Check('orders_zero_rated_export', `"vatCategory" = 'S' OR (vat = 0 AND country <> 'SA')`)
@Check('orders_language_check', `language IN ('ar', 'en')`)
@Check('orders_total_adds_up', `total = subtotal - discount + shipping + "codFee" + "giftWrap"`)
@Unique('orders_orderNumber_key', ['orderNumber'])
@Unique('orders_invoiceNumber_key', ['invoiceNumber'])
@Index('orders_user', ['userId', 'createdAt'])
@Index('orders_status', ['status', 'createdAt'])
@Index('orders_created', ['createdAt'])
@Index('orders_updated', ['updatedAt'])
@Index('orders_total', ['total', 'id'])
@Index('orders_idempotency', ['userId', 'idempotencyKey'], { unique: true, where: '"idempotencyKey" IS NOT NULL' })
@Index('orders_waiting_for_payment', ['userId'], { where: `status = 'WaitingForPayment'` })
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  // as TypeORM reads the default back (casts stripped with the space before them), so its schema diff sees no change
  @Column('text', { default: () => `('W'|| nextval('order_number_seq'))` })
  orderNumber: string;

  @ForeignKey('User', { name: 'orders_userId_fkey', onDelete: 'RESTRICT' })
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

  /** the language the shopper placed it in: a guest's texts speak it */
  @Column('text', { default: 'ar' })
  language: 'ar' | 'en';

  @Column('text')
  status: OrderStatus;

  @Column('text')
  paymentMethod: PaymentMethod;

  @ForeignKey('Coupon', { name: 'orders_couponId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  couponId: number | null;

  @Column('text', { nullable: true })
  couponCode: string | null;

  @MoneyColumn()
  subtotal: number;

  @MoneyColumn({ default: 0 })
  discount: number;

  /** the promotions applied (issue 28), SAR, in `discount` but free shipping; each line's `promotions` holds its shares */
  @Column('jsonb', { default: () => `'[]'` })
  promotions: AppliedPromotionDto[];

  @MoneyColumn({ default: 0 })
  shipping: number;

  @MoneyColumn({ default: 0 })
  codFee: number;

  /** what the gift wrap cost (VAT included; 0 without it) */
  @MoneyColumn({ default: 0 })
  giftWrap: number;

  @MoneyColumn()
  vat: number;

  /** ZATCA VAT category: S standard-rated (the Kingdom), Z zero-rated export (VATEX-SA-32) */
  @Column('text', { default: 'S' })
  vatCategory: VatCategory;

  /** an export's proof that the goods left the Kingdom: the carrier's tracking, filled when shipped and delivered */
  @Column('jsonb', { nullable: true })
  exportProof: ExportProofDto | null;

  @MoneyColumn()
  total: number;

  /** what of the total the customer's store credit paid (issue 31); the payment row takes the rest */
  @MoneyColumn({ default: 0 })
  walletAmount: number;

  @Column('text')
  country: CountryCode;

  @Column('jsonb')
  address: OrderAddressDto;

  @Column('int', { default: 0 })
  weightGrams: number;

  @ForeignKey('Carrier', { name: 'orders_carrierId_fkey', onDelete: 'SET NULL' })
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
}

@Entity('order_items')
@Check('order_items_quantity_check', `quantity > 0`)
@Check('order_items_itemPrice_check', `"itemPrice" >= 0`)
@Check('order_items_finalPrice_check', `"finalPrice" >= 0`)
@Check('order_items_lineTotal_check', `"lineTotal" >= 0`)
@Index('order_items_order', ['orderId'])
@Index('order_items_product', ['productId'])
@Index('order_items_variant', ['variantId'])
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'order_items_orderId_fkey' })
  order?: Order;

  @ForeignKey('Product', { name: 'order_items_productId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  productId: number | null;

  /** null once the variant is deleted; the SKU and option labels below stay as bought */
  @ForeignKey('ProductVariant', { name: 'order_items_variantId_fkey', onDelete: 'SET NULL' })
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

  @Column('jsonb', { default: () => `'[]'` })
  promotions: Array<{ promotionId: number; amount: number }>;

  @Column('int', { default: 0 })
  weight: number;

  /** a free sample the shopper chose at checkout (priced 0; its name says so as bought) */
  @Column('boolean', { default: false })
  isSample: boolean;
}
