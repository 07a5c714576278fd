import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CartLineInput, GuestCartInput, Language, SavedCartDto } from '@ward/shared';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { CartLines, storedLines, unionLines, type StoredLine } from './cart-lines.js';

export const GUEST_CART_SAVES_PER_IP = 60;
const GUEST_WINDOW_SECONDS = 600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An order by the cart's owner placed since the cart last changed (`c` a saved cart): the
 * customer's own orders, or a guest's orders under the email or phone the guest gave.
 */
export const ORDERED_SINCE = `EXISTS (SELECT 1 FROM orders o WHERE o."createdAt" >= c."updatedAt" AND (o."userId" = c."userId"
  OR (c."userId" IS NULL AND ((c.email IS NOT NULL AND lower(o."customerEmail") = c.email) OR (c.phone IS NOT NULL AND o."customerPhone" = c.phone)))))`;

/** Empties the carts whose owner has ordered since (all of them, or those `where` picks): a placed order clears its cart. */
export async function clearOrderedCarts(db: Pick<EntityManager, 'query'>, where = 'TRUE', params: unknown[] = []): Promise<void> {
  await db.query(
    `UPDATE saved_carts c SET lines = '[]'::jsonb, "remindedAt" = NULL, "updatedAt" = now()
      WHERE c.lines <> '[]'::jsonb AND ${ORDERED_SINCE} AND ${where}`,
    params,
  );
}

/**
 * Carts kept on the server (issue 18 §6): a signed-in customer's (synced from the browser,
 * merged with the browser's at sign-in) and an identified guest's (under a token the browser
 * keeps, with the contact given at checkout). `updatedAt` moves only when the lines change, so
 * it says how long a cart has been left.
 */
@Injectable()
export class SavedCartsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly lines: CartLines,
    private readonly limits: RateLimitService,
  ) {}

  async mine(userId: number, lang: Language): Promise<SavedCartDto> {
    await clearOrderedCarts(this.db, `c."userId" = $1`, [userId]);
    const [row] = await sqlRows<{ lines: unknown }>(this.db.manager, `SELECT lines FROM saved_carts WHERE "userId" = $1`, [userId]);
    return this.lines.view(storedLines(row?.lines), lang);
  }

  /** The browser's cart replaces the account's (the browser syncs after each change). */
  async replaceMine(userId: number, items: CartLineInput[], lang: Language): Promise<SavedCartDto> {
    const lines = await this.lines.settle(items);
    await clearOrderedCarts(this.db, `c."userId" = $1`, [userId]);
    await this.upsert(this.db.manager, { column: '"userId"', key: userId, lines, lang });
    return this.lines.view(lines, lang);
  }

  /** At sign-in: the account's cart and the browser's as one (union, larger quantity, capped by stock). */
  async mergeMine(userId: number, items: CartLineInput[], lang: Language): Promise<SavedCartDto> {
    const browser = await this.lines.settle(items);
    const merged = await this.db.transaction(async (m) => {
      await clearOrderedCarts(m, `c."userId" = $1`, [userId]);
      const [row] = await sqlRows<{ lines: unknown }>(m, `SELECT lines FROM saved_carts WHERE "userId" = $1 FOR UPDATE`, [userId]);
      const union = unionLines(storedLines(row?.lines), browser);
      const settled = await this.lines.settle(union);
      await this.upsert(m, { column: '"userId"', key: userId, lines: settled, lang });
      return settled;
    });
    return this.lines.view(merged, lang);
  }

  /** An identified guest's cart: created or replaced under the browser's token (rate-limited per client). */
  async saveGuest(input: GuestCartInput, lang: Language, ip: string): Promise<SavedCartDto> {
    await this.limits.consume(`guest-cart:ip:${ip}`, GUEST_CART_SAVES_PER_IP, GUEST_WINDOW_SECONDS);
    const lines = await this.lines.settle(input.items);
    const contact = { email: input.email ?? null, phone: input.phone ?? null };
    const tokenHash = hashToken(input.token);
    await clearOrderedCarts(this.db, `c."guestTokenHash" = $1`, [tokenHash]);
    await this.upsert(this.db.manager, { column: '"guestTokenHash"', key: tokenHash, lines, lang, ...contact });
    return this.lines.view(lines, lang);
  }

  /** `updatedAt` moves only when the lines change; an emptied cart may be reminded again once it fills. */
  private async upsert(
    m: EntityManager,
    row: {
      column: '"userId"' | '"guestTokenHash"';
      key: number | string;
      lines: StoredLine[];
      lang: Language;
      email?: string | null;
      phone?: string | null;
    },
  ): Promise<void> {
    const contact = row.column === '"userId"' ? '' : `, email = EXCLUDED.email, phone = EXCLUDED.phone`;
    await m.query(
      `INSERT INTO saved_carts (${row.column}, lines, language, email, phone) VALUES ($1, $2::jsonb, $3, $4, $5)
       ON CONFLICT (${row.column}) DO UPDATE SET lines = EXCLUDED.lines, language = EXCLUDED.language${contact},
         "updatedAt" = CASE WHEN saved_carts.lines = EXCLUDED.lines THEN saved_carts."updatedAt" ELSE now() END,
         "remindedAt" = CASE WHEN EXCLUDED.lines = '[]'::jsonb THEN NULL ELSE saved_carts."remindedAt" END`,
      [row.key, JSON.stringify(row.lines), row.lang, row.email ?? null, row.phone ?? null],
    );
  }
}
