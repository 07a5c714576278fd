import type { WardConfig } from '../config/config.js';
import type { WhatsAppStandIn } from '../../../test/stand-ins/whatsapp/server.mjs';

/** The verify token the test shops give Meta's webhook handshake. */
export const WHATSAPP_VERIFY_TOKEN = 'verify-me-please';

/** A test shop's WhatsApp settings pointing at the Cloud API stand-in, retrying after a second. */
export function whatsAppConfigFor(meta: WhatsAppStandIn): WardConfig['whatsapp'] {
  return {
    phoneNumberId: meta.phoneNumberId,
    accessToken: meta.accessToken,
    appSecret: meta.appSecret,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    baseUrl: meta.baseUrl,
    retrySeconds: 1,
  };
}
