import { z } from 'zod';
import { BANNER_POSITIONS, type BannerPosition } from '../constants.js';
import type { ImageDto, Localized } from '../types.js';
import { imageRefSchema } from './catalog.js';
import { consentTextVersion } from '../consent.js';
import { adminLink, email, localized, personName, phone, text } from './rules.js';

/**
 * Shop content (issue 4 §5-§6) with SPEC.md §5's rules: branch and banner name ≥ 2 and
 * description ≥ 5; testimonial name and job ≥ 2 and review ≥ 5; a new banner needs an image.
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

const sortOrder = () => z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(-10_000).max(10_000);

// ----- branches -----

export const branchSchema = z.object({
  name: localized(2, 100),
  description: localized(5, 1000),
  latitude: z.number({ error: 'validation.number' }).min(-90, { error: 'validation.min' }).max(90, { error: 'validation.max' }),
  longitude: z.number({ error: 'validation.number' }).min(-180, { error: 'validation.min' }).max(180, { error: 'validation.max' }),
  phone: optional(phone()),
  /** opening hours as shown, e.g. "السبت - الخميس 10:00 - 22:00" */
  hours: localized(0, 200).optional(),
  sortOrder: sortOrder().optional(),
});
export type BranchInput = z.infer<typeof branchSchema>;

export interface BranchDto {
  id: number;
  name: Localized;
  description: Localized;
  latitude: number;
  longitude: number;
  phone: string | null;
  hours: Localized;
  sortOrder: number;
}

// ----- banners -----

/** A banner links to a storefront path (`/products?categoryId=3`) or an https URL. */
const bannerLink = () => adminLink({ sitePath: true });

const bannerFields = {
  name: localized(2, 100),
  description: localized(5, 500),
  position: z.enum(BANNER_POSITIONS, { error: 'validation.oneOf' }),
  link: optional(bannerLink()),
  isActive: z.boolean().default(true),
  sortOrder: sortOrder().default(0),
};

/** Creating a banner: the image is required (SPEC.md §5). */
export const bannerCreateSchema = z.object({
  ...bannerFields,
  image: z.preprocess((v) => v ?? null, imageRefSchema.nullable()).refine((v) => v !== null, { error: 'validation.bannerImageRequired' }),
});
/** Updating: without an image the current one is kept. */
export const bannerUpdateSchema = z.object({ ...bannerFields, image: imageRefSchema.nullable().optional() });
export type BannerCreateInput = z.infer<typeof bannerCreateSchema>;
export type BannerUpdateInput = z.infer<typeof bannerUpdateSchema>;

export interface BannerDto {
  id: number;
  name: Localized;
  description: Localized;
  image: ImageDto;
  position: BannerPosition;
  link: string | null;
  isActive: boolean;
  sortOrder: number;
}

// ----- testimonials -----

export const testimonialSchema = z.object({
  name: localized(2, 100),
  job: localized(2, 100),
  review: localized(5, 1000),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

export interface TestimonialDto {
  id: number;
  name: Localized;
  job: Localized;
  review: Localized;
}

// ----- content pages -----

export const PAGE_SLUGS = ['about', 'privacy', 'return-policy', 'terms'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** A page body is rich text (HTML): the server keeps only an allow-list of tags and attributes. */
const richText = () =>
  z
    .string({ error: 'validation.required' })
    .max(100_000, { error: 'validation.maxLength' })
    .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, { error: 'validation.required' });

export const pageSchema = z.object({
  title: localized(2, 150),
  body: z.object({ ar: richText(), en: richText() }),
});
export type PageInput = z.infer<typeof pageSchema>;

export interface PageDto {
  id: number;
  slug: PageSlug;
  title: Localized;
  body: Localized;
  updatedAt: string;
}

// ----- newsletter and contact -----

/** `consent`: the version of the unticked box's text the subscriber ticked (issue 33 §1); without it nothing is subscribed. */
export const newsletterSubscribeSchema = z.object({ email: email(), consent: consentTextVersion() });
export const newsletterUnsubscribeSchema = z.object({ token: z.string({ error: 'validation.required' }).min(10).max(1000) });

export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export interface NewsletterSubscriberDto {
  id: number;
  email: string;
  status: NewsletterStatus;
  language: 'ar' | 'en';
  createdAt: string;
  unsubscribedAt: string | null;
}

export const contactSchema = z.object({
  name: personName(2, 100),
  email: email(),
  phone: optional(phone()),
  subject: optional(text(3, 150)),
  message: text(10, 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export interface ContactMessageDto {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export const contactMessageUpdateSchema = z.object({ isRead: z.boolean({ error: 'validation.required' }) });
