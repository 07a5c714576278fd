import { Inject, Injectable } from '@nestjs/common';
import { CONSENT_CHANNELS, type ConsentChannel } from '@ward/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalBase64url } from '../common/canonical-token.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';

/** An opt-out link works this long after its mail was sent (a mail kept for months still stops the next one). */
export const OPT_OUT_LINK_DAYS = 400;
const DAY_MS = 86_400_000;

export interface OptOut {
  channel: ConsentChannel;
  contact: string;
}

/**
 * The one-click opt-out link in every marketing message (issue 33 §1):
 * `/api/consents/opt-out?token=<base64url of channel, contact, last day>.<signature>`, signed with
 * a key derived from the server secret; no sign-in. A link past its last day is refused like a
 * forged one, and changes nothing.
 */
@Injectable()
export class ConsentLinks {
  private readonly key: Buffer;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:consent-opt-out').digest();
  }

  get shopUrl(): string {
    return this.config.publicUrl;
  }

  token(channel: ConsentChannel, contact: string, now = Date.now()): string {
    const lastDay = Math.floor(now / DAY_MS) + OPT_OUT_LINK_DAYS;
    const payload = Buffer.from(JSON.stringify([channel, contact, lastDay])).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  optOutUrl(channel: ConsentChannel, contact: string): string {
    return `${this.config.publicUrl}/api/consents/opt-out?token=${this.token(channel, contact)}`;
  }

  /** The channel and contact a token was signed for, or null (not ours, malformed, or expired). */
  verify(token: string, now = Date.now()): OptOut | null {
    const match = /^([\w-]{1,600})\.([\w-]{43})$/.exec(token);
    if (!match || !canonicalBase64url(match[1])) return null;
    const expected = Buffer.from(this.sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [channel, contact, lastDay] = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as [ConsentChannel, string, number];
    if (!CONSENT_CHANNELS.includes(channel) || typeof contact !== 'string' || typeof lastDay !== 'number') return null;
    return Math.floor(now / DAY_MS) <= lastDay ? { channel, contact } : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
