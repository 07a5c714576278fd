import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, StockAlertInput } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { StockAlertLinks } from './stock-alert-links.js';
import { StockAlertChannels, type AlertedItem, type StockAlertAddress } from './stock-alert-channels.js';
import { productInStock, productStockTotal, sellableStock } from '../catalog/variants/variant-sql.js';

export const STOCK_ALERTS_PER_IP = 10;
/** products or variants one address may wait for at once */
export const STOCK_ALERTS_PER_EMAIL = 30;
/** alerts sent per sweep transaction; the sweep repeats until none is left */
const SWEEP_BATCH = 100;

type Due = AlertedItem & { id: number; email: string | null; phone: string | null; language: Language; userId: number | null };

/** A waiting request (`a`, its product `p`) whose product, or its chosen variant, can be sold again. */
export const ALERT_DUE = `a."notifiedAt" IS NULL AND CASE WHEN a."variantId" IS NULL THEN ${productInStock('p')}
  ELSE EXISTS (SELECT 1 FROM product_variants v WHERE v.id = a."variantId" AND ${sellableStock('v')} > 0) END`;

/** Who asks: the signed-in account (its verified mobile is the SMS address), if any. */
export interface Asker {
  ip: string;
  userId: number | null;
}

/**
 * Back in stock: a shopper asks to hear once when an out-of-stock product, or one variant of it,
 * returns. `sweep()` sends every waiting request whose product or variant has stock again (by
 * its channel, StockAlertChannels) and ends it in the same transaction as the message enters its
 * outbox, so each request gets exactly one message.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly channels: StockAlertChannels,
    private readonly limits: RateLimitService,
    private readonly links: StockAlertLinks,
  ) {}

  /**
   * Idempotent per product, variant and address. A product (or the variant) in stock is refused
   * (409): it can be ordered now. Answers the channel the request will use.
   */
  async subscribe(productId: number, input: StockAlertInput, lang: Language, who: Asker): Promise<void> {
    await this.limits.consume(`stock-alert:ip:${who.ip}`, STOCK_ALERTS_PER_IP, 600);
    await this.db.transaction(async (m) => {
      const to = await this.addressOf(m, input, who.userId);
      const item = await this.outOfStockItem(m, productId, input.variantId ?? null);
      const key = to.email ?? to.phone;
      // one address at a time, so the cap holds under concurrent requests
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('stock-alert:' || $1))`, [key]);
      const [{ waiting }] = await sqlRows<{ waiting: number }>(
        m,
        `SELECT count(*)::int AS waiting FROM stock_alerts WHERE coalesce(lower(email), phone) = $1 AND "notifiedAt" IS NULL`,
        [key],
      );
      const inserted: unknown[] = await m.query(
        `INSERT INTO stock_alerts ("productId", "variantId", email, phone, "userId", language) SELECT $1, $2, $3, $4, $5, $6 WHERE $7::int < $8::int
         ON CONFLICT ("productId", coalesce("variantId", 0), coalesce(lower(email), phone)) WHERE "notifiedAt" IS NULL DO NOTHING RETURNING id`,
        [productId, input.variantId ?? null, to.email ?? null, to.phone ?? null, who.userId, lang, waiting, STOCK_ALERTS_PER_EMAIL],
      );
      if (inserted.length) return this.channels.saved(to, item, m);
      const [already] = await sqlRows<{ one: number }>(
        m,
        `SELECT 1 AS one FROM stock_alerts WHERE "productId" = $1 AND coalesce("variantId", 0) = $2
           AND coalesce(lower(email), phone) = $3 AND "notifiedAt" IS NULL`,
        [productId, input.variantId ?? 0, key],
      );
      if (!already) throw new ConflictError('stockAlert.tooMany', {}, { [to.email ? 'email' : 'channel']: 'stockAlert.tooMany' });
    });
  }

  /** The email the body gives, or the signed-in account's verified mobile for a text message. */
  private async addressOf(m: EntityManager, input: StockAlertInput, userId: number | null): Promise<StockAlertAddress> {
    if (input.channel === 'email') return { email: input.email! };
    const [user] = userId
      ? await sqlRows<{ phone: string }>(
          m,
          `SELECT phone FROM users WHERE id = $1 AND phone IS NOT NULL AND "phoneVerifiedAt" IS NOT NULL`,
          [userId],
        )
      : [];
    if (!user) throw new BadInputError('stockAlert.phoneRequired', { channel: 'stockAlert.phoneRequired' });
    return { phone: user.phone };
  }

  /** The product (or its variant) the request is for, refused when it can be ordered now. */
  private async outOfStockItem(m: EntityManager, productId: number, variantId: number | null): Promise<AlertedItem> {
    const [product] = await sqlRows<{ stock: number; nameAr: string; nameEn: string; options: AlertedItem['productOptions'] }>(
      m,
      `SELECT ${productStockTotal('p')} AS stock, p."nameAr", p."nameEn", p.options FROM products p WHERE p.id = $1`,
      [productId],
    );
    if (!product) throw new NotFoundError('product.notFound');
    const item: AlertedItem = {
      productId,
      nameAr: product.nameAr,
      nameEn: product.nameEn,
      productOptions: null,
      variantOptions: null,
      sku: null,
    };
    if (variantId === null) {
      if (product.stock > 0) throw new ConflictError('stockAlert.inStock');
      return item;
    }
    const [variant] = await sqlRows<{ stock: number; sku: string; options: Record<string, string> }>(
      m,
      `SELECT ${sellableStock('v')} AS stock, v.sku, v.options FROM product_variants v WHERE v.id = $1 AND v."productId" = $2`,
      [variantId, productId],
    );
    if (!variant) throw new BadInputError('error.validation', { variantId: 'variant.notFound' });
    if (variant.stock > 0) throw new ConflictError('stockAlert.inStock');
    return { ...item, productOptions: product.options, variantOptions: variant.options, sku: variant.sku };
  }

  /** Ends every waiting request of the address the signed token names. */
  async unsubscribe(token: string): Promise<void> {
    const email = this.links.verify(token);
    if (!email) throw new BadInputError('stockAlert.invalidToken', { token: 'stockAlert.invalidToken' });
    await this.db.query(`DELETE FROM stock_alerts WHERE lower(email) = $1 AND "notifiedAt" IS NULL`, [email]);
  }

  /** Sends the requests whose product or variant is back, one message each; answers how many were sent. */
  async sweep(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.db.transaction((m) => this.sweepBatch(m));
      sent += batch;
      if (batch < SWEEP_BATCH) return sent;
    }
  }

  private async sweepBatch(m: EntityManager): Promise<number> {
    const due: Due[] = await m.query(
      `SELECT a.id, a.email, a.phone, a.language, a."userId", a."productId", p."nameAr", p."nameEn",
              CASE WHEN a."variantId" IS NULL THEN NULL ELSE p.options END AS "productOptions",
              av.options AS "variantOptions", av.sku
         FROM stock_alerts a JOIN products p ON p.id = a."productId" LEFT JOIN product_variants av ON av.id = a."variantId"
        WHERE ${ALERT_DUE}
        ORDER BY a.id LIMIT $1 FOR UPDATE OF a SKIP LOCKED`,
      [SWEEP_BATCH],
    );
    for (const alert of due) {
      const to: StockAlertAddress = alert.email ? { email: alert.email } : { phone: alert.phone! };
      await this.channels.backInStock(to, alert.language, alert, m, alert.userId);
    }
    if (due.length) await m.query(`UPDATE stock_alerts SET "notifiedAt" = now() WHERE id = ANY($1)`, [due.map((a) => a.id)]);
    return due.length;
  }
}
