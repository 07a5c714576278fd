import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64url, canonicalId } from '../common/canonical-token.js';

/** How long a guest's order link works in the browser that placed the order (pay, result, confirmation). */
export const ORDER_ACCESS_HOURS = 24;

/** 128 bits of HMAC, as in shipment links. */
const MAC_BYTES = 16;

/**
 * A guest checkout's access to its one order, without an account (issue 18): the order id, an
 * expiry and the order's customer id, signed with a key of its own derived from JWT_SECRET (so
 * it can never pass as a sign-in token, and every instance agrees). Sent back in the
 * `X-Order-Access` header. When the order moves into an account its customer id changes and the
 * token dies.
 */
export class OrderAccessTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('ward:guest-order-access:v1').digest();
  }

  private mac(orderId: number, userId: number, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${orderId}:${userId}:${expires}`).digest().subarray(0, MAC_BYTES);
  }

  issue(orderId: number, userId: number, now = Date.now()): { token: string; expiresAt: string } {
    const expires = Math.floor(now / 1000) + ORDER_ACCESS_HOURS * 3600;
    const token = `${orderId.toString(36)}.${expires.toString(36)}.${this.mac(orderId, userId, expires).toString('base64url')}`;
    return { token, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** The token's order id and expiry, before its signature is checked against the order's customer. */
  read(token: string): { orderId: number; expires: number; mac: Buffer } | null {
    const match = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    // one spelling per token: no leading zeros in the numbers, no spare bits in the signature
    const orderId = canonicalId(match[1], 36);
    const expires = canonicalId(match[2], 36);
    const mac = canonicalBase64url(match[3]);
    if (orderId === null || expires === null || mac === null) return null;
    return { orderId, expires, mac };
  }

  /** Whether `token` (read by `read`) was issued for this order of this customer and has not expired. */
  holds(read: { orderId: number; expires: number; mac: Buffer }, userId: number, now = Date.now()): boolean {
    if (read.expires * 1000 <= now || read.mac.length !== MAC_BYTES) return false;
    return timingSafeEqual(read.mac, this.mac(read.orderId, userId, read.expires));
  }
}
