import type { SmsConfig } from '../config/config.js';
import { SmsRejectedError, type SmsProvider } from './sms-provider.js';

/** One attempt never waits longer than this; the job queue retries. */
const REQUEST_TIMEOUT_MS = 15_000;

interface UnifonicAnswer {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
  data?: { MessageID?: number | string; Status?: string };
}

/**
 * Unifonic's SMS API (https://docs.unifonic.com/reference/sms-api): `POST /rest/SMS/messages`,
 * form-encoded `AppSid`, `SenderID`, `Recipient` (international digits, no `+` or `00`), `Body`,
 * `responseType=JSON`, `CorrelationID`. Success is `success: true` with `errorCode: "ER-00"` and a
 * `MessageID`; `success: false` carries an `ER-xx` code and is final. HTTP failures and timeouts
 * throw plain errors, which the queue retries.
 */
export class UnifonicProvider implements SmsProvider {
  readonly name = 'unifonic';

  constructor(private readonly config: SmsConfig) {}

  async send(to: string, body: string, reference: string): Promise<{ providerMessageId: string }> {
    const form = new URLSearchParams({
      AppSid: this.config.appSid,
      SenderID: this.config.senderId,
      Recipient: to.replace(/^\+/, ''),
      Body: body,
      responseType: 'JSON',
      CorrelationID: reference,
    });
    const res = await fetch(`${this.config.baseUrl}/rest/SMS/messages`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Unifonic answered HTTP ${res.status}`);
    const answer = (await res.json()) as UnifonicAnswer;
    const succeeded = answer.success === true || answer.success === 'true';
    if (!succeeded || answer.data?.MessageID === undefined) {
      throw new SmsRejectedError(answer.errorCode ?? 'unknown', answer.message || 'message refused');
    }
    return { providerMessageId: String(answer.data.MessageID) };
  }
}
