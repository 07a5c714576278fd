import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';

/** What Ward needs of a ZATCA-issued certificate (a CSID) to sign and to build the QR code. */
export interface CertificateInfo {
  /** base64 of the DER bytes, as ZATCA hands it out and as `ds:X509Certificate` carries it */
  base64: string;
  publicKey: KeyObject;
  /** DER SubjectPublicKeyInfo: QR tag 8 */
  publicKeyDer: Buffer;
  /** the issuing CA's ECDSA signature over the certificate: QR tag 9 */
  signature: Buffer;
  /** `CN=…, DC=…` as `ds:X509IssuerName` writes it (most specific RDN first, RFC 4514) */
  issuerName: string;
  /** decimal, as `ds:X509SerialNumber` writes it */
  serialNumber: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
  /**
   * `xades:CertDigest` value. ZATCA's own tooling hashes the base64 text of the certificate
   * (not its DER bytes) and base64-encodes the hex digest; every ZATCA sample does so.
   */
  digest: string;
}

/** Accepts the base64 DER text, or a PEM block. Throws on anything that is not an X.509 certificate. */
export function readCertificate(text: string): CertificateInfo {
  const base64 = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(base64, 'base64');
  const x509 = new X509Certificate(der);
  const asn = AsnConvert.parse(der, Certificate);
  return {
    base64,
    publicKey: x509.publicKey,
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: Buffer.from(asn.signatureValue),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    subject: x509.subject.split('\n').reverse().join(', '),
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
    digest: hexDigestBase64(base64),
  };
}

/** base64 of the lowercase hex SHA-256 of a text: ZATCA's digest form for certificates and signed properties. */
export function hexDigestBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}
