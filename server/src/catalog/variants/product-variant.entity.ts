import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImageDto, VariantOptions } from '@ward/shared';
import { MoneyColumn } from '../../common/columns.js';
import { Product } from '../product.entity.js';

/** One sellable version of a product (a size, a concentration): its own SKU, price, stock and weight. */
@Entity('product_variants')
export class ProductVariant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
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

  /** on the shelf; a gift set keeps 0 here (its components' stock is what counts) */
  @Column('int', { default: 0 })
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
export class VariantComponent {
  @Column('int', { primary: true })
  setId: number;

  @Column('int', { primary: true })
  componentId: number;

  @Column('int')
  quantity: number;
}
