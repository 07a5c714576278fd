import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalHex } from '../../common/canonical-token.js';
import type { ReportedStatus } from '../outbox/outbox.service.js';

/** Meta signs each webhook's raw body: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 with the app secret>`. */
export function signatureValid(rawBody: Buffer, header: string | undefined, appSecret: string | null): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  // exactly `sha256=` and 64 lower-case hex digits: nothing before, after or between
  const given = canonicalHex(header.slice('sha256='.length));
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function errorOf(status: Record<string, unknown>): string | null {
  const first = record(list(status.errors)[0]);
  if (!Object.keys(first).length) return null;
  const details = record(first.error_data).details;
  const text = [first.code, first.title, typeof details === 'string' ? details : first.message].filter(Boolean).join(': ');
  return text.slice(0, 500) || null;
}

/**
 * The message statuses in a WhatsApp Business Account webhook
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples):
 * `{ object: "whatsapp_business_account", entry: [{ changes: [{ field: "messages",
 *   value: { statuses: [{ id: "wamid.…", status, timestamp, recipient_id, errors? }] } }] }] }`.
 * Anything else (incoming messages, other fields, unknown statuses) is left out.
 */
export function reportedStatuses(body: unknown): ReportedStatus[] {
  const payload = record(body);
  if (payload.object !== 'whatsapp_business_account') return [];
  const reports: ReportedStatus[] = [];
  for (const entry of list(payload.entry))
    for (const change of list(record(entry).changes)) {
      if (record(change).field !== 'messages') continue;
      for (const raw of list(record(record(change).value).statuses)) {
        const s = record(raw);
        if (typeof s.id !== 'string' || !s.id || typeof s.status !== 'string' || !STATUSES.has(s.status)) continue;
        const seconds = Number(s.timestamp);
        reports.push({
          providerMessageId: s.id.slice(0, 200),
          status: s.status as ReportedStatus['status'],
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          error: s.status === 'failed' ? errorOf(s) : null,
        });
      }
    }
  return reports;
}
