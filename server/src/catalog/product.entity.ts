import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImageDto, ProductOptionDto } from '@ward/shared';
import { LocalizedText, MoneyColumn } from '../common/columns.js';
import { Category } from './category.entity.js';

@Entity('products')
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
  @MoneyColumn()
  minPrice: number;

  @MoneyColumn()
  maxPrice: number;

  @Column('int')
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId' })
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
