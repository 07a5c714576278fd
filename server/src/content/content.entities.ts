import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BannerPosition, ImageDto, NewsletterStatus, PageSlug } from '@ward/shared';
import { LocalizedText, LocalizedTextOrEmpty } from '../common/columns.js';

/** A shop branch with its map position (SPEC.md §3). */
@Entity('branches')
@Check('branches_latitude_check', `latitude BETWEEN -90 AND 90`)
@Check('branches_longitude_check', `longitude BETWEEN -180 AND 180`)
export class Branch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column(() => LocalizedText)
  description: LocalizedText;

  @Column('double precision')
  latitude: number;

  @Column('double precision')
  longitude: number;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column(() => LocalizedTextOrEmpty)
  hours: LocalizedTextOrEmpty;

  @Column('int', { default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A home-page banner shown after one of the sections of SPEC.md §9. */
@Entity('banners')
@Check(
  'banners_position_check',
  `position IN ('after_categories', 'after_men', 'after_women', 'after_incense_oud', 'after_recent', 'after_featured', 'after_discounted')`,
)
@Index('banners_active', ['position', 'sortOrder', 'id'], { where: '"isActive"' })
export class Banner {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column(() => LocalizedText)
  description: LocalizedText;

  @Column('jsonb')
  image: ImageDto;

  @Column('text')
  position: BannerPosition;

  @Column('text', { nullable: true })
  link: string | null;

  @Column('boolean', { default: true })
  isActive: boolean;

  @Column('int', { default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('testimonials')
export class Testimonial {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column(() => LocalizedText)
  job: LocalizedText;

  @Column(() => LocalizedText)
  review: LocalizedText;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** About, privacy, return policy, terms: bilingual sanitised HTML. */
@Entity('pages')
@Check('pages_slug_check', `slug IN ('about', 'privacy', 'return-policy', 'terms')`)
export class Page {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  slug: PageSlug;

  @Column(() => LocalizedText)
  title: LocalizedText;

  @Column(() => LocalizedTextOrEmpty)
  body: LocalizedTextOrEmpty;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('newsletter_subscribers')
@Check('newsletter_subscribers_status_check', `status IN ('subscribed', 'unsubscribed')`)
@Check('newsletter_subscribers_language_check', `language IN ('ar', 'en')`)
@Index('newsletter_subscribers_created', ['createdAt'])
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** lower-case; unique */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { default: 'subscribed' })
  status: NewsletterStatus;

  @Column('text', { default: 'ar' })
  language: 'ar' | 'en';

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  unsubscribedAt: Date | null;
}

@Entity('contact_messages')
@Index('contact_messages_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  subject: string | null;

  @Column('text')
  message: string;

  @Column('boolean', { default: false })
  isRead: boolean;

  @Column('text', { nullable: true, select: false })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
