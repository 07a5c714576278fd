/**
 * ZATCA phase-2 QR payload (security standard §4): TLV with one tag byte and one length byte,
 * base64-encoded. Tags 1-5 are UTF-8 text (seller name, VAT number, time stamp, total with VAT,
 * VAT total); as in every ZATCA sample, 6 (invoice hash) and 7 (ECDSA signature) carry their
 * base64 text, 8 the DER public key, 9 the CA's signature of the certificate (simplified
 * documents only).
 */
export interface Phase2QrFields {
  sellerName: string;
  vatNumber: string;
  /** `YYYY-MM-DDTHH:mm:ss` from the document's IssueDate and IssueTime */
  timestamp: string;
  total: string;
  vatTotal: string;
  hash: string;
  signature: string;
  publicKey: Buffer;
  certificateSignature?: Buffer;
}

export class QrTooLongError extends RangeError {}

function tlv(tag: number, value: Buffer): Buffer {
  if (value.length > 255) throw new QrTooLongError(`QR tag ${tag} is ${value.length} bytes; at most 255 fit`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

export function encodePhase2Qr(f: Phase2QrFields): string {
  const text = (s: string) => Buffer.from(s, 'utf8');
  const parts = [
    tlv(1, text(f.sellerName)),
    tlv(2, text(f.vatNumber)),
    tlv(3, text(f.timestamp)),
    tlv(4, text(f.total)),
    tlv(5, text(f.vatTotal)),
    tlv(6, text(f.hash)),
    tlv(7, text(f.signature)),
    tlv(8, f.publicKey),
  ];
  if (f.certificateSignature) parts.push(tlv(9, f.certificateSignature));
  return Buffer.concat(parts).toString('base64');
}

/** Tag → raw bytes. Throws on a truncated TLV or non-base64 input. */
export function readQrTags(payload: string): Map<number, Buffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw new RangeError('QR payload is not base64');
  const bytes = Buffer.from(payload, 'base64');
  const tags = new Map<number, Buffer>();
  for (let i = 0; i < bytes.length;) {
    if (i + 2 > bytes.length) throw new RangeError('QR payload ends inside a tag');
    const [tag, length] = [bytes[i], bytes[i + 1]];
    if (i + 2 + length > bytes.length) throw new RangeError(`QR tag ${tag} is truncated`);
    tags.set(tag, bytes.subarray(i + 2, i + 2 + length));
    i += 2 + length;
  }
  return tags;
}

/** Reads a phase-2 payload back into its fields (tags 1-8 required, 9 optional). */
export function readPhase2Qr(payload: string): Phase2QrFields {
  const tags = readQrTags(payload);
  const need = (tag: number) => {
    const value = tags.get(tag);
    if (!value) throw new RangeError(`QR tag ${tag} is missing`);
    return value;
  };
  const text = (tag: number) => need(tag).toString('utf8');
  return {
    sellerName: text(1),
    vatNumber: text(2),
    timestamp: text(3),
    total: text(4),
    vatTotal: text(5),
    hash: text(6),
    signature: text(7),
    publicKey: need(8),
    certificateSignature: tags.get(9),
  };
}
