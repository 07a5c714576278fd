import { z } from 'zod';
import { findSaudiCity, normalizeDigits, normalizeShortAddress, SHORT_ADDRESS } from './normalize.js';

/**
 * The National Address fields as zod rules, written once for the customer's address, the order
 * address and the shop's own address in the settings. Empty is "required" (a first message, then stop).
 */
const digitsField = (pattern: RegExp, error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalizeDigits(v) : v),
    z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required', abort: true })
      .regex(pattern, { error }),
  );

/** Building number and additional number: 4 digits. */
export const fourDigitNumber = () => digitsField(/^\d{4}$/, 'validation.fourDigits');

/** A Saudi postal code: 5 digits. */
export const saudiPostalCode = () => digitsField(/^\d{5}$/, 'validation.postalCode');

/** The short address ("RRRD2929"), stored in its normal form. */
export const shortAddress = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalizeShortAddress(v) : v),
    z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required', abort: true })
      .regex(SHORT_ADDRESS, { error: 'validation.shortAddress' }),
  );

/** True when a Saudi address names a city on the list (SAUDI_CITIES). */
export const isListedSaudiCity = (city: string): boolean => findSaudiCity(city) !== null;
