/**
 * ZATCA phase-1 QR payload of a simplified tax invoice: TLV (tag byte, length byte, UTF-8
 * value) for tags 1-5, base64-encoded, with TextEncoder and btoa (every runtime Ward supports).
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

/** Base64 of bytes (btoa works on one character per byte). */
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

function tlv(tag: number, value: string): number[] {
  const bytes = new TextEncoder().encode(value);
  if (bytes.length > 255) throw new RangeError(`ZATCA TLV value of tag ${tag} is longer than 255 bytes`);
  return [tag, bytes.length, ...bytes];
}

const amount = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : v);
const timestamp = (v: string | Date) => (v instanceof Date ? v.toISOString().replace(/\.\d{3}Z$/, 'Z') : v);

/** The base64 TLV string a ZATCA phase-1 QR code carries. */
export function zatcaQrPayload(f: ZatcaInvoiceFields): string {
  return toBase64(
    Uint8Array.from([
      ...tlv(1, f.sellerName),
      ...tlv(2, f.vatNumber),
      ...tlv(3, timestamp(f.timestamp)),
      ...tlv(4, amount(f.total)),
      ...tlv(5, amount(f.vatTotal)),
    ]),
  );
}

/** Decodes a TLV payload back to tag → text (for checks and tests). */
export function decodeZatcaQr(payload: string): Record<number, string> {
  let binary: string;
  try {
    binary = atob(payload);
  } catch {
    throw new RangeError('not base64');
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  const decoder = new TextDecoder();
  const out: Record<number, string> = {};
  for (let i = 0; i + 1 < bytes.length;) {
    const [tag, len] = [bytes[i], bytes[i + 1]];
    out[tag] = decoder.decode(bytes.subarray(i + 2, i + 2 + len));
    i += 2 + len;
  }
  return out;
}
