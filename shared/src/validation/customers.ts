import { z } from 'zod';
import { COUNTRIES, ROLES, USER_STATUSES, type CountryCode, type Role, type UserStatus } from '../constants.js';
import { fourDigitNumber, isListedSaudiCity, shortAddress } from '../national-address/fields.js';
import { westernDigits } from '../normalize.js';
import { email, password, personName, phone, text } from './rules.js';

/**
 * Customer area and customer admin (issue 4 §1-§2), SPEC.md §5: generic text ≥ 3, address ≥ 5,
 * phone ≥ 8; admin-created users need a password of ≥ 6; customer name ≥ 2 and a valid email.
 */

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

const latitude = () => z.number({ error: 'validation.number' }).min(-90, { error: 'validation.min' }).max(90, { error: 'validation.max' });
const longitude = () =>
  z.number({ error: 'validation.number' }).min(-180, { error: 'validation.min' }).max(180, { error: 'validation.max' });

/**
 * What every address form checks beyond its fields: a Saudi address names a listed city and has a
 * 5-digit postal code; a map pin is both coordinates or neither. The order address uses it too.
 */
export function checkAddress(
  a: { country: string; city: string; postalCode?: string | null; latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (a.country === 'SA' && a.postalCode && !/^\d{5}$/.test(a.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.postalCode' });
  }
  if (a.country === 'SA' && !isListedSaudiCity(a.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.saudiCity' });
  const hasLat = a.latitude !== null && a.latitude !== undefined;
  const hasLng = a.longitude !== null && a.longitude !== undefined;
  if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: 'validation.required' });
}

/** The fields of an address (the address book's and, with recipient and phone, the order's). */
export const addressFields = {
  title: text(3, 60),
  street: text(5, 200),
  city: text(3, 80),
  country: z.enum(COUNTRIES, { error: 'validation.oneOf' }),
  postalCode: optionalText(
    z.preprocess(
      (v) => (typeof v === 'string' ? westernDigits(v).trim() : v),
      z.string().regex(/^[A-Za-z0-9 -]{3,10}$/, { error: 'validation.postalCode' }),
    ),
  ),
  latitude: latitude().nullable().optional(),
  longitude: longitude().nullable().optional(),
  /** Saudi National Address (SPL) */
  shortAddress: optionalText(shortAddress()),
  buildingNumber: optionalText(fourDigitNumber()),
  district: optionalText(text(3, 80)),
  additionalNumber: optionalText(fourDigitNumber()),
};

export const addressSchema = z.object({ ...addressFields, isPrimary: z.boolean().optional() }).superRefine(checkAddress);
export type AddressInput = z.infer<typeof addressSchema>;

export interface AddressDto {
  id: number;
  title: string;
  street: string;
  city: string;
  country: CountryCode;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  isPrimary: boolean;
  /** the National Address short address, "RRRD2929" */
  shortAddress: string | null;
  buildingNumber: string | null;
  district: string | null;
  additionalNumber: string | null;
  createdAt: string;
}

/** A customer may keep this many saved addresses. */
export const MAX_ADDRESSES = 20;

/** `PUT /api/profile`: changing the email asks for the current password. */
export const profileSchema = z.object({
  name: personName(2, 100),
  /** may stay empty only on an account made by SMS code that never had an email (ProfileService) */
  email: optionalText(email()),
  phone: optionalText(phone()),
  address: optionalText(text(5, 300)),
  currentPassword: z.string().max(128).optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The admin's customer form: create needs a password (≥ 6, SPEC.md §5); update may change it. */
const customerBase = {
  name: personName(2, 100),
  email: email(),
  phone: optionalText(phone()),
  address: optionalText(text(5, 300)),
  status: z.enum(USER_STATUSES, { error: 'validation.oneOf' }).optional(),
};
const role = () => z.enum(ROLES, { error: 'validation.oneOf' });

export const customerCreateSchema = z.object({ ...customerBase, role: role().default('Customer'), password: password(6) });
export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;

/** Without `role` or `status` the user keeps theirs (never a silent demotion). */
export const customerUpdateSchema = z.object({
  ...customerBase,
  role: role().optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password(6).optional()),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;

/** Customer as both APIs show it (DESIGN.md §5). */
export interface CustomerDto {
  id: number;
  name: string;
  /** null: an account made by signing in with a mobile number */
  email: string | null;
  /** the owner entered a code sent to the email: only then do guest orders, coupons and look-ups join by it */
  emailVerified: boolean;
  phone: string | null;
  /** the phone was proved with an SMS code: it signs in */
  phoneVerified: boolean;
  /** a guest checkout's customer record: never signs in; its contact is `phone` or `guestEmail` */
  isGuest: boolean;
  guestEmail: string | null;
  address: string | null;
  role: Role;
  status: UserStatus;
  createdAt: string;
}
