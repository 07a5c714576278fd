import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { canonicalBase64url } from '../common/canonical-token.js';

/** Signed "stop back-in-stock emails" links: they work without login, for the address they were made for. */
@Injectable()
export class StockAlertLinks {
  private readonly key: Buffer;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:stock-alert-unsubscribe').digest();
  }

  private sign(email: string): string {
    return createHmac('sha256', this.key).update(email).digest('base64url');
  }

  unsubscribeUrl(email: string): string {
    return `${this.config.publicUrl}/api/stock-alerts/unsubscribe?token=${Buffer.from(email).toString('base64url')}.${this.sign(email)}`;
  }

  /** The product page, opened on the variant when a SKU is given (`?v=SKU`). */
  productUrl(productId: number, sku: string | null = null): string {
    const page = `${this.config.publicUrl}/products/${productId}`;
    return sku ? `${page}?v=${encodeURIComponent(sku)}` : page;
  }

  get shopUrl(): string {
    return this.config.publicUrl;
  }

  /** The address a token was signed for, or null when this shop did not sign it. */
  verify(token: string): string | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    // one spelling per token: the address exactly as this shop encoded it
    const bytes = canonicalBase64url(encoded);
    if (!bytes) return null;
    const email = bytes.toString('utf8');
    const expected = Buffer.from(this.sign(email));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
  }
}
