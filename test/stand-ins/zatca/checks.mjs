// What the stand-in checks of a submitted document, written from ZATCA's documents rather than
// taken from Ward (so a mistake in Ward is not repeated here): the invoice hash of the security
// standard §2.3.3 (XPath transforms, C14N, SHA-256), the ECDSA signature over that hash with the
// certificate in the document, and the fields the chain needs (UUID, ICV, PIH, type).
import { createHash, verify, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { C14nCanonicalization } from 'xml-crypto';

const select = xpath.useNamespaces({
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
});
const text = (doc, path) => String(select(`string(${path})`, doc));
const error = (code, message) => ({ type: 'ERROR', code, category: 'stand-in', message, status: 'ERROR' });

function parse(xml) {
  let failure = null;
  const doc = new DOMParser({ onError: (level, msg) => (failure = `${level}: ${msg}`) }).parseFromString(xml, 'text/xml');
  return failure || !doc?.documentElement ? null : doc;
}

function hashOf(xml) {
  const doc = parse(xml);
  for (const path of ['//ext:UBLExtensions', '//cac:Signature', "//cac:AdditionalDocumentReference[cbc:ID='QR']"])
    for (const node of select(path, doc)) node.parentNode.removeChild(node);
  return createHash('sha256').update(new C14nCanonicalization().process(doc.documentElement, {})).digest('base64');
}

/**
 * @param {{ invoiceHash?: string, uuid?: string, invoice?: string }} body the API request body
 * @returns {{ errors: object[], doc: null | { uuid: string, hash: string, icv: number, pih: string, type: string, subtype: string, publicKey: string } }}
 */
export function checkSubmission(body) {
  const errors = [];
  const xml = Buffer.from(String(body?.invoice ?? ''), 'base64').toString('utf8');
  const doc = parse(xml);
  if (!doc) return { errors: [error('XSD_SCHEMA_ERROR', 'the invoice is not well-formed XML')], doc: null };
  const hash = hashOf(xml);
  if (body.invoiceHash !== hash) errors.push(error('invoiceHash_QRCODE_INVALID', 'invoiceHash does not match the hash of the document'));
  if (text(doc, "//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue") !== hash)
    errors.push(error('signed-info-digest', 'the signed digest is not the hash of the document'));
  const uuid = text(doc, '/*/cbc:UUID');
  if (body.uuid !== uuid) errors.push(error('uuid-mismatch', 'uuid differs from the document UUID'));
  let publicKey = '';
  try {
    const cert = new X509Certificate(Buffer.from(text(doc, '//ds:X509Certificate'), 'base64'));
    publicKey = cert.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const signature = Buffer.from(text(doc, '//ds:SignatureValue'), 'base64');
    if (!verify('sha256', Buffer.from(hash, 'base64'), cert.publicKey, signature))
      errors.push(error('signature', 'the signature does not verify'));
  } catch {
    errors.push(error('certificate', 'no readable certificate in the signature'));
  }
  const icvText = text(doc, "/*/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID");
  if (!/^\d+$/.test(icvText)) errors.push(error('BR-KSA-34', 'the invoice counter value must contain only digits'));
  const pih = text(doc, "/*/cac:AdditionalDocumentReference[cbc:ID='PIH']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject");
  if (!pih) errors.push(error('BR-KSA-61', 'the previous invoice hash must exist'));
  if (!text(doc, "/*/cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject"))
    errors.push(error('BR-KSA-27', 'the document must contain a QR code'));
  return {
    errors,
    doc: {
      uuid,
      hash,
      icv: Number(icvText),
      pih,
      type: text(doc, '/*/cbc:InvoiceTypeCode'),
      subtype: text(doc, '/*/cbc:InvoiceTypeCode/@name'),
      publicKey,
    },
  };
}

/**
 * ICV and PIH order of one EGS unit's chain: each document counts one more than the last one
 * received and carries its hash (the first one seen may start anywhere: compliance checks use
 * counters too). A gap, a repeat or a wrong PIH is an error, as a broken chain is.
 * @param {{ icv: number, hash: string } | undefined} last
 */
export function checkChain(last, doc) {
  if (!last) return [];
  const errors = [];
  if (doc.icv !== last.icv + 1) errors.push(error('ICV_ORDER', `ICV ${doc.icv} does not follow ${last.icv}`));
  if (doc.pih !== last.hash) errors.push(error('PIH_INVALID', 'the previous invoice hash is not the hash of the previous document'));
  return errors;
}
