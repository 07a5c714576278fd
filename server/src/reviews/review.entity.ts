import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A product review: one per customer and product (a second one edits the first). */
@Entity('reviews')
@Index(['productId', 'userId'], { unique: true })
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  productId: number;

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
