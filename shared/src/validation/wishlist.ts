import { z } from 'zod';
import { id } from './rules.js';

/** Most products one customer keeps in the wishlist. */
export const WISHLIST_MAX = 200;

/** The browser's wishlist joined to the account at sign-in: product ids, oldest first. */
export const wishlistMergeSchema = z.strictObject({
  productIds: z.array(id(), { error: 'validation.invalid' }).max(WISHLIST_MAX, { error: 'wishlist.full' }),
});
export type WishlistMergeInput = z.infer<typeof wishlistMergeSchema>;
