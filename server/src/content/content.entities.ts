import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BannerPosition, ImageDto, NewsletterStatus, PageSlug } from '@ward/shared';
import { LocalizedText } from '../common/columns.js';

/** A shop branch with its map position (SPEC.md §3). */
@Entity('branches')
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

  @Column(() => LocalizedText)
  hours: LocalizedText;

  @Column('int', { default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A home-page banner shown after one of the sections of SPEC.md §9. */
@Entity('banners')
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
export class Page {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  slug: PageSlug;

  @Column(() => LocalizedText)
  title: LocalizedText;

  @Column(() => LocalizedText)
  body: LocalizedText;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('newsletter_subscribers')
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
