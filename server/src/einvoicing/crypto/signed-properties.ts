import { ExclusiveCanonicalization } from 'xml-crypto';
import { NS, nodesAt, parseXml, xmlText } from '../xml/namespaces.js';
import { hexDigestBase64 } from './certificate.js';

export interface SignedPropertiesInput {
  /** `YYYY-MM-DDTHH:mm:ss`, the EGS clock (security standard §2.2.1 req. 13) */
  signingTime: string;
  certDigest: string;
  issuerName: string;
  serialNumber: string;
}

/**
 * The `xades:SignedProperties` block, indented as it sits inside the signature. Its whitespace is
 * part of what the second `ds:Reference` digests, so it is written once, here, and digested from
 * the document it ends up in.
 */
export function signedPropertiesXml(p: SignedPropertiesInput, indent = '                                '): string {
  const i = (n: number) => `\n${indent}${'    '.repeat(n)}`;
  return (
    `<xades:SignedProperties Id="xadesSignedProperties">` +
    `${i(1)}<xades:SignedSignatureProperties>` +
    `${i(2)}<xades:SigningTime>${xmlText(p.signingTime)}</xades:SigningTime>` +
    `${i(2)}<xades:SigningCertificate>` +
    `${i(3)}<xades:Cert>` +
    `${i(4)}<xades:CertDigest>` +
    `${i(5)}<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
    `${i(5)}<ds:DigestValue>${xmlText(p.certDigest)}</ds:DigestValue>` +
    `${i(4)}</xades:CertDigest>` +
    `${i(4)}<xades:IssuerSerial>` +
    `${i(5)}<ds:X509IssuerName>${xmlText(p.issuerName)}</ds:X509IssuerName>` +
    `${i(5)}<ds:X509SerialNumber>${xmlText(p.serialNumber)}</ds:X509SerialNumber>` +
    `${i(4)}</xades:IssuerSerial>` +
    `${i(3)}</xades:Cert>` +
    `${i(2)}</xades:SigningCertificate>` +
    `${i(1)}</xades:SignedSignatureProperties>` +
    `${i(0)}</xades:SignedProperties>`
  );
}

/**
 * Digest of the signed properties the way ZATCA computes and checks it (every sample agrees):
 * the element in exclusive canonical form, except that empty elements stay self-closed
 * (`<ds:DigestMethod …/>`), then the hex SHA-256, base64-encoded. No library reproduces this
 * quirk of ZATCA's SDK; the canonicalisation itself is xml-crypto's.
 */
export function signedPropertiesDigest(element: Node): string {
  const canonical = new ExclusiveCanonicalization().process(element as Element, {});
  return hexDigestBase64(canonical.replace(/<([\w:.-]+)((?:\s[^<>]*)?)><\/\1>/g, '<$1$2/>'));
}

/** Digest of a signed-properties block given as text (parsed standalone: exclusive C14N needs no context). */
export function signedPropertiesDigestOf(xml: string): string {
  const wrapped = xml.replace('<xades:SignedProperties', `<xades:SignedProperties xmlns:xades="${NS.xades}" xmlns:ds="${NS.ds}"`);
  return signedPropertiesDigest(nodesAt(parseXml(wrapped), '/xades:SignedProperties')[0]);
}
