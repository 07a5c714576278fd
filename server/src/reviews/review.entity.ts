import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** A product review: one per customer and product (a second one edits the first). */
@Entity('reviews')
@Check('reviews_rating_check', `rating BETWEEN 1 AND 5`)
@Unique('reviews_one_per_customer', ['productId', 'userId'])
@Index('reviews_user', ['userId'])
@Index('reviews_created', ['createdAt'])
@Index('reviews_visible', ['productId', 'createdAt'], { where: 'NOT "isHidden"' })
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('Product', { name: 'reviews_productId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  productId: number;

  @ForeignKey('User', { name: 'reviews_userId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  userId: number;

  @Column('smallint')
  rating: number;

  @Column('text')
  comment: string;

  /** the customer had a non-failed order with this product when writing the review */
  @Column('boolean', { default: false })
  isVerifiedPurchase: boolean;

  /** hidden by an admin: not shown and not counted in the rating */
  @Column('boolean', { default: false })
  isHidden: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
