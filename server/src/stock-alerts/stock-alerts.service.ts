import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, StockAlertSummaryDto } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { WhatsAppNotices } from '../messaging/whatsapp/whatsapp-notices.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { sqlRows } from '../database/sql-rows.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { StockAlertLinks } from './stock-alert-links.js';
import { productInStock, productStockTotal, sellableStock } from '../catalog/variants/variant-sql.js';

export const STOCK_ALERTS_PER_IP = 10;
/** products one address may wait for at once */
export const STOCK_ALERTS_PER_EMAIL = 30;
/** alerts sent per sweep transaction; the sweep repeats until none is left */
const SWEEP_BATCH = 100;

interface Due {
  id: number;
  email: string;
  userId: number | null;
  productId: number;
  nameAr: string;
  nameEn: string;
}

/** A waiting request (`a`, its product `p`) whose product, or its chosen variant, can be sold again. */
export const ALERT_DUE = `a."notifiedAt" IS NULL AND CASE WHEN a."variantId" IS NULL THEN ${productInStock('p')}
  ELSE EXISTS (SELECT 1 FROM product_variants v WHERE v.id = a."variantId" AND ${sellableStock('v')} > 0) END`;

/**
 * Back in stock: a shopper asks to hear once when an out-of-stock product returns. `sweep()`
 * mails every waiting request whose product has stock again and ends it in the same
 * transaction as the mail enters the outbox, so each request gets exactly one message.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly links: StockAlertLinks,
    private readonly whatsapp: WhatsAppNotices,
  ) {}

  /** Idempotent per product and address; a product in stock is refused (409): it can be ordered now. */
  async subscribe(productId: number, email: string, lang: Language, ip: string, userId: number | null): Promise<void> {
    await this.limits.consume(`stock-alert:ip:${ip}`, STOCK_ALERTS_PER_IP, 600);
    await this.db.transaction(async (m) => {
      const [product] = await sqlRows<{ stock: number; nameAr: string; nameEn: string }>(
        m,
        `SELECT ${productStockTotal('p')} AS stock, p."nameAr", p."nameEn" FROM products p WHERE p.id = $1`,
        [productId],
      );
      if (!product) throw new NotFoundError('product.notFound');
      if (product.stock > 0) throw new ConflictError('stockAlert.inStock');
      // one address at a time, so the cap holds under concurrent requests
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('stock-alert:' || $1))`, [email]);
      const [{ waiting }] = await sqlRows<{ waiting: number }>(
        m,
        `SELECT count(*)::int AS waiting FROM stock_alerts WHERE lower(email) = $1 AND "notifiedAt" IS NULL`,
        [email],
      );
      const inserted: unknown[] = await m.query(
        `INSERT INTO stock_alerts ("productId", email, "userId", language) SELECT $1, $2, $3, $4 WHERE $5::int < $6::int
         ON CONFLICT ("productId", coalesce("variantId", 0), lower(email)) WHERE "notifiedAt" IS NULL DO NOTHING RETURNING id`,
        [productId, email, userId, lang, waiting, STOCK_ALERTS_PER_EMAIL],
      );
      if (inserted.length) {
        const product_ = { ar: product.nameAr, en: product.nameEn };
        await this.mail.send(
          email,
          'stockAlertSaved',
          mailTemplates.stockAlertSaved({ product: product_, unsubscribeUrl: this.links.unsubscribeUrl(email) }),
          m,
        );
        return;
      }
      const [already] = await sqlRows<{ one: number }>(
        m,
        `SELECT 1 AS one FROM stock_alerts WHERE "productId" = $1 AND "variantId" IS NULL AND lower(email) = $2 AND "notifiedAt" IS NULL`,
        [productId, email],
      );
      if (!already) throw new ConflictError('stockAlert.tooMany', {}, { email: 'stockAlert.tooMany' });
    });
  }

  /** Ends every waiting request of the address the signed token names. */
  async unsubscribe(token: string): Promise<void> {
    const email = this.links.verify(token);
    if (!email) throw new BadInputError('stockAlert.invalidToken', { token: 'stockAlert.invalidToken' });
    await this.db.query(`DELETE FROM stock_alerts WHERE lower(email) = $1 AND "notifiedAt" IS NULL`, [email]);
  }

  /** Mails the requests whose product is back, one message each; answers how many were sent. */
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
      `SELECT a.id, a.email, a."userId", a."productId", p."nameAr", p."nameEn"
         FROM stock_alerts a JOIN products p ON p.id = a."productId"
        WHERE ${ALERT_DUE}
        ORDER BY a.id LIMIT $1 FOR UPDATE OF a SKIP LOCKED`,
      [SWEEP_BATCH],
    );
    for (const alert of due) {
      const product = { ar: alert.nameAr, en: alert.nameEn };
      const productUrl = this.links.productUrl(alert.productId);
      const mail = mailTemplates.backInStock({ product, productUrl, unsubscribeUrl: this.links.unsubscribeUrl(alert.email) });
      await this.mail.send(alert.email, 'backInStock', mail, m);
      await this.whatsapp.backInStock(m, alert.userId, product, productUrl);
    }
    if (due.length) await m.query(`UPDATE stock_alerts SET "notifiedAt" = now() WHERE id = ANY($1)`, [due.map((a) => a.id)]);
    return due.length;
  }

  /** The back office: how many wait for each product, most waited-for first. */
  async waitingPerProduct(query: ListQuery): Promise<[StockAlertSummaryDto[], number]> {
    const rows: Array<{ id: number; nameAr: string; nameEn: string; stock: number; waiting: number; oldestAt: Date; total: number }> =
      await this.db.query(
        `SELECT p.id, p."nameAr", p."nameEn", ${productStockTotal('p')} AS stock, count(*)::int AS waiting, min(a."createdAt") AS "oldestAt", count(*) OVER ()::int AS total
           FROM stock_alerts a JOIN products p ON p.id = a."productId"
          WHERE a."notifiedAt" IS NULL
          GROUP BY p.id ORDER BY waiting DESC, p.id DESC OFFSET $1 LIMIT $2`,
        [query.start, query.end - query.start + 1],
      );
    const items = rows.map((r) => ({
      id: r.id,
      name: { ar: r.nameAr, en: r.nameEn },
      stock: r.stock,
      waiting: r.waiting,
      oldestAt: r.oldestAt.toISOString(),
    }));
    return [items, rows[0]?.total ?? 0];
  }
}
