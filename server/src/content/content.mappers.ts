import type { BannerDto, BranchDto, ContactMessageDto, Localized, NewsletterSubscriberDto, PageDto, TestimonialDto } from '@ward/shared';
import type { LocalizedText } from '../common/columns.js';
import type { Banner, Branch, ContactMessage, NewsletterSubscriber, Page, Testimonial } from './content.entities.js';

export const localized = (t: LocalizedText): Localized => ({ ar: t.ar, en: t.en });

export const toBranchDto = (b: Branch): BranchDto => ({
  id: b.id,
  name: localized(b.name),
  description: localized(b.description),
  latitude: b.latitude,
  longitude: b.longitude,
  phone: b.phone,
  hours: localized(b.hours),
  sortOrder: b.sortOrder,
});

export const toBannerDto = (b: Banner): BannerDto => ({
  id: b.id,
  name: localized(b.name),
  description: localized(b.description),
  image: b.image,
  position: b.position,
  link: b.link,
  isActive: b.isActive,
  sortOrder: b.sortOrder,
});

export const toTestimonialDto = (t: Testimonial): TestimonialDto => ({
  id: t.id,
  name: localized(t.name),
  job: localized(t.job),
  review: localized(t.review),
});

export const toPageDto = (p: Page): PageDto => ({
  id: p.id,
  slug: p.slug,
  title: localized(p.title),
  body: localized(p.body),
  updatedAt: p.updatedAt.toISOString(),
});

export const toSubscriberDto = (s: NewsletterSubscriber): NewsletterSubscriberDto => ({
  id: s.id,
  email: s.email,
  status: s.status,
  language: s.language,
  createdAt: s.createdAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt ? s.unsubscribedAt.toISOString() : null,
});

export const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  isRead: m.isRead,
  createdAt: m.createdAt.toISOString(),
});
