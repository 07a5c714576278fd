import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImageDto } from '@ward/shared';
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

  /** VAT-inclusive SAR */
  @MoneyColumn()
  price: number;

  /** price after the product discount; maintained on every save (sorting and filters use it) */
  @MoneyColumn()
  finalPrice: number;

  @Column('int')
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId' })
  category?: Category;

  /** ordered; the first is the main image */
  @Column('jsonb', { default: () => `'[]'` })
  images: ImageDto[];

  @Column('int', { default: 0 })
  stock: number;

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
