import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64url, canonicalId } from '../common/canonical-token.js';

/** 128 bits of HMAC: as unguessable as a random token, with nothing to store. */
const MAC_BYTES = 16;

/**
 * The token of a shareable tracking link (`/track/{token}`): the order id signed with a key of its
 * own, derived from JWT_SECRET (so every instance agrees and no table holds tokens).
 */
export class ShipmentTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('ward:shipment-share:v1').digest();
  }

  tokenFor(orderId: number): string {
    return `${orderId.toString(36)}.${this.mac(orderId).toString('base64url')}`;
  }

  /** The order id a token was made for, or null for anything else (malformed, forged, altered). */
  orderIdOf(token: string): number | null {
    const match = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    // one spelling per token: no leading zeros in the id, no spare bits in the signature
    const orderId = canonicalId(match[1], 36);
    const given = canonicalBase64url(match[2]);
    if (orderId === null || given === null) return null;
    return given.length === MAC_BYTES && timingSafeEqual(given, this.mac(orderId)) ? orderId : null;
  }

  private mac(orderId: number): Buffer {
    return createHmac('sha256', this.key).update(String(orderId)).digest().subarray(0, MAC_BYTES);
  }
}
