import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImageDto, ProductOptionDto } from '@ward/shared';
import { LocalizedText, MoneyColumn } from '../common/columns.js';
import { Category } from './category.entity.js';

@Entity('products')
@Check('products_price_check', `price > 0`)
@Check('products_finalPrice_check', `"finalPrice" >= 0`)
@Check('products_weight_check', `weight >= 0`)
@Check('products_sfda_number_check', `"sfdaNumber" ~ '^[A-Z0-9][A-Z0-9/-]{5,19}$' AND "sfdaNumber" ~ '[0-9]'`)
@Check('products_discountValue_check', `"discountValue" BETWEEN 1 AND 99`)
@Index('products_category', ['categoryId', 'createdAt'])
@Index('products_created', ['createdAt', 'id'])
@Index('products_discounted', ['isDiscounted', 'createdAt'])
@Index('products_featured', ['isFeatured', 'createdAt', 'id'])
@Index('products_final_price', ['finalPrice', 'id'])
@Index('products_min_price', ['minPrice', 'id'])
@Index('products_name_ar', ['name.ar', 'id'])
// lower("nameEn"), id; and trigram (gin_trgm_ops) indexes: expressions TypeORM cannot declare
@Index('products_name_en', { synchronize: false })
@Index('products_search_name', { synchronize: false })
@Index('products_search_text', { synchronize: false })
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column(() => LocalizedText)
  description: LocalizedText;

  /** the options its variants choose between (size, concentration…); empty for a one-variant product */
  @Column('jsonb', { default: () => `'[]'` })
  options: ProductOptionDto[];

  // The default variant's price, discount and weight, and the range of the variants' final
  // prices: written by the catalogue service with the variants (never by orders), for listings.

  /** VAT-inclusive SAR */
  @MoneyColumn()
  price: number;

  @MoneyColumn()
  finalPrice: number;

  /** the lowest final price of its variants ("from …": listing sort and price filters) */
  @MoneyColumn({ default: 0 })
  minPrice: number;

  @MoneyColumn({ default: 0 })
  maxPrice: number;

  @Column('int')
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'products_categoryId_fkey' })
  category?: Category;

  /** ordered; the first is the main image */
  @Column('jsonb', { default: () => `'[]'` })
  images: ImageDto[];

  /** grams; null means unknown, which makes a shipping quote fail (SPEC.md §5) */
  @Column('int', { nullable: true })
  weight: number | null;

  @Column('boolean', { default: false })
  isFeatured: boolean;

  @Column('boolean', { default: false })
  isDiscounted: boolean;

  /** percent 1–99, only when isDiscounted */
  @Column('int', { nullable: true })
  discountValue: number | null;

  @Column('numeric', { precision: 3, scale: 2, default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  ratingAverage: number;

  @Column('int', { default: 0 })
  ratingCount: number;

  /** the SFDA eCosma notification number (issue 33 §5), upper case; null: not entered yet */
  @Column('text', { nullable: true })
  sfdaNumber: string | null;

  /** normalised Arabic + English names (searchKey) for trigram search */
  @Column('text', { default: '', select: false })
  searchName: string;

  /** normalised descriptions */
  @Column('text', { default: '', select: false })
  searchText: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
