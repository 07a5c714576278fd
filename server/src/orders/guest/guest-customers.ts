import type { EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError } from '../../common/domain-errors.js';
import { COUNTED_ORDER } from '../../coupons/coupon-rules.js';
import { VERIFIED_OWNER } from '../../customers/user.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

export type GuestContactInput = { email: string } | { phone: string };

/** The contact as one string (E.164 or lower-case email): what a guest record, its codes and limits are keyed by. */
export const contactKey = (contact: GuestContactInput) => ('email' in contact ? contact.email : contact.phone);

/** Accounts that own this contact: its verified email or verified mobile (an unproven email owns nothing). */
const OWNERS = `NOT u."isGuest" AND ${VERIFIED_OWNER('u', '$1')}`;

/**
 * The guest record of a contact: one `users` row per mobile or email (no password, never signs
 * in), made on the first guest checkout and reused by the next ones, so per-customer rules (hold
 * caps, "once per customer" coupons, "first order") count every guest order of that contact.
 * The name follows the latest checkout. A contact whose account is blocked may not buy as a guest.
 */
export async function guestRecordFor(
  m: EntityManager,
  name: string,
  contact: GuestContactInput,
): Promise<{ id: number; created: boolean }> {
  const key = contactKey(contact);
  const blocked = await sqlRows<{ id: number }>(m, `SELECT u.id FROM users u WHERE ${OWNERS} AND u.status = 'Blocked' LIMIT 1`, [key]);
  if (blocked.length) throw new ForbiddenError('auth.blocked');
  // xmax = 0: the row was inserted now, not updated (a first checkout with this contact)
  const [row] = await sqlRows<{ id: number; created: boolean }>(
    m,
    `INSERT INTO users (name, phone, "guestEmail", "isGuest", role, status) VALUES ($1, $2, $3, true, 'Customer', 'Active')
     ON CONFLICT ((coalesce("guestEmail", phone))) WHERE "isGuest" DO UPDATE SET name = EXCLUDED.name, "updatedAt" = now()
     RETURNING id, (xmax = 0) AS created`,
    [name, 'phone' in contact ? contact.phone : null, 'email' in contact ? contact.email : null],
  );
  return row;
}

/**
 * A coupon's per-customer rules across the contact's account too: a guest cannot use a
 * "once per customer" or "first order" coupon again by buying as a guest with the mobile or email
 * of an account that already used it (the guest record's own orders are counted by pricing).
 */
export async function refuseCouponUsedByOwner(
  m: EntityManager,
  contact: GuestContactInput,
  couponCode: string | null | undefined,
): Promise<void> {
  if (!couponCode) return;
  const [facts] = await sqlRows<{ oncePerCustomer: boolean; firstOrderOnly: boolean; uses: number; orders: number }>(
    m,
    `SELECT c."oncePerCustomer", c."firstOrderOnly",
       (SELECT count(*)::int FROM orders o JOIN users u ON u.id = o."userId" WHERE ${OWNERS} AND o."couponId" = c.id AND ${COUNTED_ORDER}) AS uses,
       (SELECT count(*)::int FROM orders o JOIN users u ON u.id = o."userId" WHERE ${OWNERS} AND ${COUNTED_ORDER}) AS orders
     FROM coupons c WHERE upper(c.code) = upper($2)`,
    [contactKey(contact), couponCode.trim()],
  );
  if (!facts) return;
  if (facts.oncePerCustomer && facts.uses > 0) throw new ConflictError('coupon.alreadyUsed', {}, { couponCode: 'coupon.alreadyUsed' });
  if (facts.firstOrderOnly && facts.orders > 0)
    throw new ConflictError('coupon.firstOrderOnly', {}, { couponCode: 'coupon.firstOrderOnly' });
}
