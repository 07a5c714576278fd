import { z } from 'zod';
import { isPlainText } from './rules.js';

/** A product review (SPEC.md §5): rating 1-5 and a comment, both required; login required. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: 'review.ratingRequired' })
    .int({ error: 'review.ratingRange' })
    // 0 is what a star widget sends when no star was picked
    .min(1, { error: 'review.ratingRequired' })
    .max(5, { error: 'review.ratingRange' }),
  comment: z
    .string({ error: 'review.commentRequired' })
    .trim()
    .min(1, { error: 'review.commentRequired', abort: true })
    .min(3, { error: 'validation.minLength' })
    .max(2000, { error: 'validation.maxLength' })
    // the one rule for text people write (rules.ts)
    .refine(isPlainText, { error: 'validation.textOnly' }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** Review as the storefront shows it (DESIGN.md §5). */
export interface ReviewDto {
  id: number;
  rating: number;
  comment: string;
  userName: string;
  isVerifiedPurchase: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The admin's view adds who wrote it, about what, and whether it is hidden. */
export interface AdminReviewDto extends ReviewDto {
  productId: number;
  productName: { ar: string; en: string };
  userId: number;
  userEmail: string;
  isHidden: boolean;
}

export interface ReviewSummary {
  ratingAverage: number;
  ratingCount: number;
  /** star → number of visible reviews */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** `GET /api/products/{id}/reviews`: a page of visible reviews, the summary, and the caller's own. */
export interface ReviewPage extends ReviewSummary {
  items: ReviewDto[];
  total: number;
  page: number;
  pageSize: number;
  mine: (ReviewDto & { isHidden: boolean }) | null;
}

/** Admin moderation: react-admin's edit form sends the whole record; only isHidden is read. */
export const reviewModerationSchema = z.object({ isHidden: z.boolean({ error: 'validation.required' }) });
