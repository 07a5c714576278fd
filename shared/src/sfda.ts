import { z } from 'zod';

/**
 * An SFDA eCosma notification number (issue 33 §5). SFDA publishes no format for it that we could
 * find, so Ward accepts what such references look like: 6 to 20 letters, digits, `-` or `/`,
 * starting with a letter or digit and holding at least one digit, kept in upper case. The
 * database checks the same (migration 1764800000034).
 */
export const SFDA_NUMBER = /^(?=.*\d)[A-Z0-9][A-Z0-9/-]{5,19}$/;

/** Optional on a product: null (or an empty field) clears it, left out keeps it. */
export const sfdaNumberSchema = () =>
  z
    .string({ error: 'product.sfdaNumberFormat' })
    .trim()
    .toUpperCase()
    .transform((v) => v || null)
    .refine((v) => v === null || SFDA_NUMBER.test(v), { error: 'product.sfdaNumberFormat' })
    .nullable()
    .optional();
