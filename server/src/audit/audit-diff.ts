/** Keys whose values never reach the audit log (passwords, provider secrets and keys, codes). */
const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|private[-_]?key|credential|otp|\bpin\b/i;
/** Bookkeeping that changes on every write and says nothing about what the admin did. */
const NOISE = new Set(['updatedAt']);

export const REDACTED = '[redacted]';

/** A copy with every secret-looking key's value replaced, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v)]));
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export interface Change {
  fields: string[];
  before: Record<string, unknown> | null;
  after: unknown;
}

/**
 * What a write changed. Two snapshots of one record: only the top-level fields that differ, each
 * with its value before and after. A created record (nothing before) or a deleted one (nothing
 * after): the whole record on its side. Anything else (an upload's answer): kept as it is.
 */
export function describeChange(before: unknown, after: unknown): Change {
  const b = redact(before);
  const a = redact(after);
  if (isRecord(b) && isRecord(a)) {
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
      (key) => !NOISE.has(key) && JSON.stringify(b[key]) !== JSON.stringify(a[key]),
    );
    return {
      fields,
      before: Object.fromEntries(fields.map((f) => [f, b[f] ?? null])),
      after: Object.fromEntries(fields.map((f) => [f, a[f] ?? null])),
    };
  }
  const whole = isRecord(a) ? a : isRecord(b) ? b : null;
  return {
    fields: whole ? Object.keys(whole).filter((k) => !NOISE.has(k)) : [],
    before: isRecord(b) ? b : null,
    after: a ?? null,
  };
}
