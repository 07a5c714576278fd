import type { WhatsAppAccount } from '../messaging-accounts.service.js';
import { MessageRejectedError } from '../outbox/channel.js';

/** One attempt never waits longer than this; the job queue retries. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Graph API error codes that mean "later" (throughput and rate limits, Meta's own trouble);
 * https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export interface TemplateMessage {
  /** E.164 */
  to: string;
  /** the template's name as registered with Meta */
  name: string;
  language: 'ar' | 'en';
  /** the body's {{1}}, {{2}}… in order */
  parameters: string[];
}

/** Meta refused this message for good (unknown template, number not on WhatsApp…): retrying cannot help. */
export class WhatsAppRejectedError extends MessageRejectedError {}

interface GraphError {
  error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } };
}
interface SendAnswer {
  messages?: Array<{ id?: string; message_status?: string }>;
}

/**
 * WhatsApp Business Cloud API, sending a template message
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * `POST {base}/{phone-number-id}/messages` with `Authorization: Bearer <access token>` and
 * `{ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 *    template: { name, language: { code }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }`.
 * Success answers `messages[0].id` (a `wamid.…`), whose delivery Meta reports later by webhook.
 * Graph errors (`{ error: { message, code } }`) are final unless rate limits or Meta's own
 * trouble (5xx, 429, the codes above): those throw plain errors, which the queue retries.
 */
export class WhatsAppCloudProvider {
  constructor(private readonly account: WhatsAppAccount) {}

  async send(message: TemplateMessage): Promise<{ providerMessageId: string }> {
    const { phoneNumberId, accessToken, baseUrl } = this.account;
    const res = await fetch(`${baseUrl}/${encodeURIComponent(phoneNumberId ?? '')}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components: message.parameters.length
            ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as SendAnswer & GraphError;
    if (res.ok && answer.messages?.[0]?.id) return { providerMessageId: answer.messages[0].id };
    const code = answer.error?.code;
    const text = answer.error?.error_data?.details ?? answer.error?.message ?? `HTTP ${res.status}`;
    if (res.status >= 500 || res.status === 429 || (code !== undefined && RETRYABLE_CODES.has(code)) || !code)
      throw new Error(`WhatsApp answered HTTP ${res.status}${code ? ` (${code})` : ''}: ${text}`);
    throw new WhatsAppRejectedError(code, text);
  }
}
