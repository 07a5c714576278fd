import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ImageDto, VariantOptions } from '@ward/shared';
import { MoneyColumn } from '../../common/columns.js';
import { Product } from '../product.entity.js';

/** One sellable version of a product (a size, a concentration): its own SKU, price, stock and weight. */
@Entity('product_variants')
@Check('product_variants_sku_check', `sku ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$'`)
@Check('product_variants_price_check', `CASE WHEN "isSample" THEN price = 0 AND "finalPrice" = 0 AND NOT "isDefault" ELSE price > 0 END`)
@Check('product_variants_discountValue_check', `"discountValue" BETWEEN 1 AND 99`)
@Check('product_variants_stock_check', `stock >= 0`)
@Check('product_variants_weight_check', `weight >= 0`)
@Index('product_variants_product', ['productId', 'position', 'id'])
@Index('product_variants_barcode', ['barcode'], { where: 'barcode IS NOT NULL' })
@Index('product_variants_one_default', ['productId'], { unique: true, where: '"isDefault"' })
@Index('product_variants_one_sample', ['productId'], { unique: true, where: '"isSample"' })
@Index('product_variants_options', ['productId', 'options'], { unique: true, where: 'NOT "isSample"' })
// unique lower(sku): an expression TypeORM cannot declare
@Index('product_variants_sku', { synchronize: false })
export class ProductVariant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId', foreignKeyConstraintName: 'product_variants_productId_fkey' })
  product?: Product;

  /** unique across the shop, whatever the case */
  @Column('text')
  sku: string;

  @Column('text', { nullable: true })
  barcode: string | null;

  /** option code → value code of the product's options */
  @Column('jsonb', { default: () => `'{}'` })
  options: VariantOptions;

  /** VAT-inclusive SAR */
  @MoneyColumn()
  price: number;

  @Column('boolean', { default: false })
  isDiscounted: boolean;

  @Column('int', { nullable: true })
  discountValue: number | null;

  /** price after the discount, written with the variant */
  @MoneyColumn()
  finalPrice: number;

  /**
   * on the shelf; a gift set keeps 0 here (its components' stock is what counts). Written only by
   * the inventory (server/src/inventory/), which records each change: TypeORM never inserts or updates it.
   */
  @Column({ type: 'int', default: 0, insert: false, update: false })
  stock: number;

  @Column('int', { nullable: true })
  weight: number | null;

  @Column('jsonb', { default: () => `'[]'` })
  images: ImageDto[];

  @Column('boolean', { default: false })
  isDefault: boolean;

  @Column('int', { default: 0 })
  position: number;

  /** the product's free sample (a vial with its own SKU and stock): priced 0, never an option, bought only as a sample */
  @Column('boolean', { default: false })
  isSample: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A gift set's content: `quantity` of the variant `componentId` in each set `setId`. */
@Entity('variant_components')
@Check('variant_components_quantity_check', `quantity BETWEEN 1 AND 20`)
@Check('variant_components_check', `"setId" <> "componentId"`)
@Index('variant_components_component', ['componentId'])
export class VariantComponent {
  @ForeignKey('ProductVariant', { name: 'variant_components_setId_fkey', onDelete: 'CASCADE' })
  @Column('int', { primary: true })
  setId: number;

  @ForeignKey('ProductVariant', { name: 'variant_components_componentId_fkey', onDelete: 'RESTRICT' })
  @Column('int', { primary: true })
  componentId: number;

  @Column('int')
  quantity: number;
}
