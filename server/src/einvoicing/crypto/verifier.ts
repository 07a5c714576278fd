import { verify as ecdsaVerify } from 'node:crypto';
import { readPhase2Qr } from '../qr.js';
import { isSimplified, qrTextFields } from '../xml/document-fields.js';
import { nodesAt, parseXml, textAt } from '../xml/namespaces.js';
import { readCertificate, type CertificateInfo } from './certificate.js';
import { invoiceHash } from './invoice-hash.js';
import { signedPropertiesDigest } from './signed-properties.js';

export interface Verification {
  valid: boolean;
  /** what failed, in plain English (empty when valid) */
  problems: string[];
  /** the hash Ward computes from the document itself */
  hash: string | null;
  certificate: CertificateInfo | null;
}

const SIG = '/*/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sig:UBLDocumentSignatures/sac:SignatureInformation/ds:Signature';

const sameAmount = (a: string, b: string) => a.trim() !== '' && Number(a) === Number(b);

/**
 * Checks a stamped document the way ZATCA does for what the security standard defines: the
 * invoice hash against the first reference, the signed properties against the second, the
 * certificate digest, the ECDSA signature with the certificate the document carries, and that
 * the QR code repeats the document (tags 1-9). It does not check the certificate chain to ZATCA's CA.
 */
export function verifyDocument(xml: string): Verification {
  const problems: string[] = [];
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (e) {
    return { valid: false, problems: [`not well-formed XML (${(e as Error).message})`], hash: null, certificate: null };
  }
  const hash = invoiceHash(xml).toString('base64');
  if (textAt(doc, `${SIG}/ds:SignedInfo/ds:Reference[@Id='invoiceSignedData']/ds:DigestValue`) !== hash)
    problems.push('invoice hash does not match the signed digest');
  let certificate: CertificateInfo | null = null;
  try {
    certificate = readCertificate(textAt(doc, `${SIG}/ds:KeyInfo/ds:X509Data/ds:X509Certificate`));
  } catch {
    problems.push('no readable signing certificate');
  }
  const signedProperties = nodesAt(doc, `${SIG}/ds:Object/xades:QualifyingProperties/xades:SignedProperties`)[0];
  if (!signedProperties) problems.push('no signed properties');
  else if (
    textAt(doc, `${SIG}/ds:SignedInfo/ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue`) !==
    signedPropertiesDigest(signedProperties)
  )
    problems.push('signed properties do not match their digest');
  const signatureValue = textAt(doc, `${SIG}/ds:SignatureValue`);
  if (certificate) {
    if (
      textAt(
        signedProperties ?? doc,
        'xades:SignedSignatureProperties/xades:SigningCertificate/xades:Cert/xades:CertDigest/ds:DigestValue',
      ) !== certificate.digest
    )
      problems.push('certificate digest does not match the certificate');
    if (!signatureVerifies(hash, signatureValue, certificate)) problems.push('signature does not verify with the certificate');
  }
  problems.push(...qrProblems(doc, hash, signatureValue, certificate));
  return { valid: problems.length === 0, problems, hash, certificate };
}

function signatureVerifies(hash: string, signatureValue: string, certificate: CertificateInfo): boolean {
  try {
    return ecdsaVerify('sha256', Buffer.from(hash, 'base64'), certificate.publicKey, Buffer.from(signatureValue, 'base64'));
  } catch {
    return false; // not DER at all
  }
}

function qrProblems(doc: Document, hash: string, signatureValue: string, certificate: CertificateInfo | null): string[] {
  const payload = textAt(doc, "/*/cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject");
  let qr;
  try {
    qr = readPhase2Qr(payload);
  } catch (e) {
    return [`QR code unreadable (${(e as Error).message})`];
  }
  const fields = qrTextFields(doc);
  const problems: string[] = [];
  if (qr.sellerName !== fields.sellerName) problems.push('QR seller name differs from the document');
  if (qr.vatNumber !== fields.vatNumber) problems.push('QR VAT number differs from the document');
  if (qr.timestamp.replace(/Z$/, '') !== fields.timestamp.replace(/Z$/, '')) problems.push('QR time stamp differs from the document');
  if (!sameAmount(qr.total, fields.total)) problems.push('QR total differs from the document');
  if (!sameAmount(qr.vatTotal, fields.vatTotal)) problems.push('QR VAT total differs from the document');
  if (qr.hash !== hash) problems.push('QR hash differs from the document hash');
  if (qr.signature !== signatureValue) problems.push('QR signature differs from the document signature');
  if (certificate && !qr.publicKey.equals(certificate.publicKeyDer)) problems.push('QR public key differs from the certificate');
  if (certificate && isSimplified(doc) && !qr.certificateSignature?.equals(certificate.signature))
    problems.push('QR certificate signature differs from the certificate');
  return problems;
}
