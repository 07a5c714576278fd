import { sign, type KeyObject } from 'node:crypto';
import { encodePhase2Qr } from '../qr.js';
import { isSimplified, qrTextFields } from '../xml/document-fields.js';
import { NS, parseXml, xmlText } from '../xml/namespaces.js';
import { readCertificate } from './certificate.js';
import { invoiceHash } from './invoice-hash.js';
import { signedPropertiesDigestOf, signedPropertiesXml } from './signed-properties.js';

export interface SigningIdentity {
  privateKey: KeyObject;
  /** base64 DER (or PEM) of the CSID certificate ZATCA issued for this key */
  certificate: string;
}

export interface SignedDocument {
  xml: string;
  /** base64 SHA-256 invoice hash: the next document's PIH */
  hash: string;
  signature: string;
  qr: string;
}

export class SigningError extends Error {}

const TRANSFORMS = [
  'not(//ancestor-or-self::ext:UBLExtensions)',
  'not(//ancestor-or-self::cac:Signature)',
  "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
];

function signatureBlock(hash: string, signature: string, certificate: string, signedProperties: string, spDigest: string): string {
  const transforms = TRANSFORMS.map(
    (x) => `<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>${xmlText(x)}</ds:XPath></ds:Transform>`,
  ).join('');
  return (
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI><ext:ExtensionContent>` +
    `<sig:UBLDocumentSignatures xmlns:sig="${NS.sig}" xmlns:sac="${NS.sac}" xmlns:sbc="${NS.sbc}"><sac:SignatureInformation>` +
    `<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID><sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>` +
    `<ds:Signature xmlns:ds="${NS.ds}" Id="signature"><ds:SignedInfo>` +
    `<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/><ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>` +
    `<ds:Reference Id="invoiceSignedData" URI=""><ds:Transforms>${transforms}<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${hash}</ds:DigestValue></ds:Reference>` +
    `<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties"><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${spDigest}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo><ds:SignatureValue>${signature}</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="signature">${signedProperties}</xades:QualifyingProperties></ds:Object>` +
    `</ds:Signature></sac:SignatureInformation></sig:UBLDocumentSignatures></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`
  );
}

const qrReference = (qr: string) =>
  `<cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`;

/** `YYYY-MM-DDTHH:mm:ss` in Riyadh time (UTC+3, no daylight saving), as ZATCA's samples write times. */
export const riyadhDateTime = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 19);

/**
 * Stamps an unsigned UBL document (one that has its `cac:Signature` but no `ext:UBLExtensions`
 * and no QR reference): the enveloped XAdES signature goes first in the root element, the QR
 * reference just before `cac:Signature`. Neither insertion adds whitespace, so the hash of the
 * signed document is the hash that was signed. ZATCA signs the 32 hash bytes with ECDSA-SHA256
 * (secp256k1), not the canonical SignedInfo: the samples verify only that way.
 */
export function signDocument(unsignedXml: string, identity: SigningIdentity, signingTime: Date): SignedDocument {
  const cert = readCertificate(identity.certificate);
  const hashBytes = invoiceHash(unsignedXml);
  const hash = hashBytes.toString('base64');
  const signature = sign('sha256', hashBytes, identity.privateKey).toString('base64');
  const properties = signedPropertiesXml({
    signingTime: riyadhDateTime(signingTime),
    certDigest: cert.digest,
    issuerName: cert.issuerName,
    serialNumber: cert.serialNumber,
  });
  const doc = parseXml(unsignedXml);
  const qr = encodePhase2Qr({
    ...qrTextFields(doc),
    hash,
    signature,
    publicKey: cert.publicKeyDer,
    certificateSignature: isSimplified(doc) ? cert.signature : undefined,
  });
  const rootOpen = /<(?:Invoice|CreditNote)\b[^>]*>/.exec(unsignedXml);
  const signatureAt = unsignedXml.indexOf('<cac:Signature>');
  if (!rootOpen || signatureAt < 0) throw new SigningError('document has no root Invoice element or no cac:Signature');
  const afterRoot = rootOpen.index + rootOpen[0].length;
  const xml =
    unsignedXml.slice(0, afterRoot) +
    signatureBlock(hash, signature, cert.base64, properties, signedPropertiesDigestOf(properties)) +
    unsignedXml.slice(afterRoot, signatureAt) +
    qrReference(qr) +
    unsignedXml.slice(signatureAt);
  if (invoiceHash(xml).toString('base64') !== hash) throw new SigningError('stamping changed the document hash');
  return { xml, hash, signature, qr };
}
