/**
 * ZATCA phase-1 QR payload of a simplified tax invoice: TLV (tag byte, length byte, UTF-8
 * value) for tags 1-5, base64-encoded. Pure (no Buffer, no TextEncoder) so it runs anywhere.
 *   1 seller name · 2 VAT registration number · 3 time stamp (ISO 8601) ·
 *   4 invoice total with VAT · 5 VAT total
 */
export interface ZatcaInvoiceFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2021-07-12T14:25:09Z (a Date is written without milliseconds, in UTC) */
  timestamp: string | Date;
  /** "100.00" or a number written with two decimals */
  total: string | number;
  vatTotal: string | number;
}

export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return bytes;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64(bytes: ReadonlyArray<number>): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

function tlv(tag: number, value: string): number[] {
  const bytes = utf8Bytes(value);
  if (bytes.length > 255) throw new RangeError(`ZATCA TLV value of tag ${tag} is longer than 255 bytes`);
  return [tag, bytes.length, ...bytes];
}

const amount = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : v);
const timestamp = (v: string | Date) => (v instanceof Date ? v.toISOString().replace(/\.\d{3}Z$/, 'Z') : v);

/** The base64 TLV string a ZATCA phase-1 QR code carries. */
export function zatcaQrPayload(f: ZatcaInvoiceFields): string {
  return base64([
    ...tlv(1, f.sellerName),
    ...tlv(2, f.vatNumber),
    ...tlv(3, timestamp(f.timestamp)),
    ...tlv(4, amount(f.total)),
    ...tlv(5, amount(f.vatTotal)),
  ]);
}

/** Decodes a TLV payload back to tag → text (for checks and tests). */
export function decodeZatcaQr(payload: string): Record<number, string> {
  const clean = payload.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new RangeError('not base64');
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  const out: Record<number, string> = {};
  for (let i = 0; i + 1 < bytes.length;) {
    const tag = bytes[i];
    const len = bytes[i + 1];
    const value = bytes.slice(i + 2, i + 2 + len);
    out[tag] = decodeURIComponent(value.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
    i += 2 + len;
  }
  return out;
}
