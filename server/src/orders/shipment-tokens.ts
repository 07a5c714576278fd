import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64url, canonicalId } from '../common/canonical-token.js';

/** 128 bits of HMAC: as unguessable as a random token, with nothing to store. */
const MAC_BYTES = 16;

/** What a tracking token opens: the link an owner shares on, or the one a contact look-up answers. */
const KINDS = {
  share: { purpose: 'ward:shipment-share:v1', separator: '.' },
  lookup: { purpose: 'ward:order-lookup:v1', separator: '~' },
} as const;
export type ShipmentTokenKind = keyof typeof KINDS;

/**
 * The token of a tracking link (`/track/{token}`): the order id signed with a key of its own kind,
 * derived from JWT_SECRET (so every instance agrees and no table holds tokens); the separator tells
 * the kinds apart, the key keeps one kind from passing for the other.
 */
export class ShipmentTokens {
  private readonly key: Buffer;
  private readonly separator: string;

  constructor(jwtSecret: string, kind: ShipmentTokenKind = 'share') {
    this.key = createHmac('sha256', jwtSecret).update(KINDS[kind].purpose).digest();
    this.separator = KINDS[kind].separator;
  }

  tokenFor(orderId: number): string {
    return `${orderId.toString(36)}${this.separator}${this.mac(orderId).toString('base64url')}`;
  }

  /** The order id a token was made for, or null for anything else (malformed, forged, altered, another kind). */
  orderIdOf(token: string): number | null {
    const [id, mac, ...rest] = token.split(this.separator);
    const match = rest.length === 0 && mac !== undefined ? /^([0-9a-z]{1,8}) ([A-Za-z0-9_-]{22})$/.exec(`${id} ${mac}`) : null;
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
