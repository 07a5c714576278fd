import { z } from 'zod';
import { WISHLIST_MAX } from '../constants.js';
import { id } from './rules.js';

/** The browser's wishlist joined to the account at sign-in: product ids, oldest first. */
export const wishlistMergeSchema = z.strictObject({
  productIds: z.array(id(), { error: 'validation.invalid' }).max(WISHLIST_MAX, { error: 'wishlist.full' }),
});
export type WishlistMergeInput = z.infer<typeof wishlistMergeSchema>;
