import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/domain-errors.js';
import { sqlRows, updateReturning } from '../database/sql-rows.js';

/**
 * Moves what a customer record holds into another account and deletes it: its orders and payments,
 * notifications, addresses (none primary), reviews and wishlist (where the account has none for
 * that product). Used when a proven contact brings a guest record or a detached account over.
 */
export async function mergeAccountInto(m: EntityManager, fromId: number, intoId: number): Promise<void> {
  const move = (table: string) => m.query(`UPDATE ${table} SET "userId" = $2 WHERE "userId" = $1`, [fromId, intoId]);
  for (const table of ['orders', 'payments', 'notifications', 'stock_alerts', 'cart_reminders']) await move(table);
  await m.query(`UPDATE addresses SET "userId" = $2, "isPrimary" = false WHERE "userId" = $1`, [fromId, intoId]);
  for (const table of ['reviews', 'wishlist_items'])
    await m.query(
      `UPDATE ${table} x SET "userId" = $2 WHERE x."userId" = $1
         AND NOT EXISTS (SELECT 1 FROM ${table} y WHERE y."userId" = $2 AND y."productId" = x."productId")`,
      [fromId, intoId],
    );
  // what is left (codes, a saved cart, the rest of the record) goes with it
  await m.query(`DELETE FROM users WHERE id = $1`, [fromId]);
}

/**
 * A contact just proved by a code belongs to the prover alone (issue 26): an account that only
 * claimed it (never verified) lets it go. An unverified email moves to `detachedEmail`, so its
 * prover can bring that account over later; an unverified mobile is cleared. Answers whether an
 * account lost the email (its prover is then told).
 */
export async function releaseUnverifiedContact(m: EntityManager, contact: string, exceptId: number): Promise<boolean> {
  if (!contact.includes('@')) {
    await m.query(`UPDATE users SET phone = NULL WHERE phone = $1 AND "phoneVerifiedAt" IS NULL AND NOT "isGuest" AND id <> $2`, [
      contact,
      exceptId,
    ]);
    return false;
  }
  const released = await updateReturning<{ id: number }>(
    m,
    `UPDATE users SET "detachedEmail" = email, email = NULL, "tokenVersion" = "tokenVersion" + 1
      WHERE email = $1 AND "emailVerifiedAt" IS NULL AND NOT "isGuest" AND id <> $2 RETURNING id`,
    [contact, exceptId],
  );
  return released.length > 0;
}

/**
 * One account per mobile (issue 37): a number typed into a registration, a profile or the back office
 * may not be on another account, proved or not (a guest record is not an account). The one way to take
 * a typed-in number from an account is proving it by SMS code (sign-in or link).
 */
export async function assertPhoneFree(m: EntityManager, phone: string | null | undefined, exceptId = 0): Promise<void> {
  if (!phone) return;
  const [taken] = await sqlRows<{ id: number }>(m, `SELECT id FROM users WHERE phone = $1 AND NOT "isGuest" AND id <> $2 LIMIT 1`, [
    phone,
    exceptId,
  ]);
  if (taken) throw new ConflictError('auth.phoneTaken', {}, { phone: 'auth.phoneTaken' });
}
