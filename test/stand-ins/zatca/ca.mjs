// A test certificate authority standing in for ZATCA's e-invoicing CA: it turns an EGS unit's
// PKCS#10 request into an X.509 certificate signed with ECDSA-SHA256 on secp256k1, with the
// request's subject and subject alternative name, as ZATCA's CSIDs are (security standard
// §2.2.2). Pure JS so that both the server tests and `node test/stand-ins/zatca/main.mjs` run it.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  Name,
  RelativeDistinguishedName,
  TBSCertificate,
  Validity,
  Version,
  id_ce_subjectAltName,
} from '@peculiar/asn1-x509';

const ECDSA_SHA256 = '1.2.840.10045.4.3.2';
const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';
const rdn = (type, text) =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ printableString: text }) })]);

/** @returns {{ issue(csrPem: string, options?: { notAfter?: Date }): string }} base64 DER certificates */
export function createTestCa() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  // DC=local, DC=gov, DC=extgazt, CN=… in ZATCA's certificates; a recognisable stand-in name here
  const issuer = new Name([rdn('2.5.4.6', 'SA'), rdn('2.5.4.10', 'Ward ZATCA stand-in'), rdn('2.5.4.3', 'STANDIN-EINVOICING-CA')]);
  return {
    issue(csrPem, options = {}) {
      const der = Buffer.from(csrPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
      const csr = AsnConvert.parse(der, CertificationRequest);
      const info = csr.certificationRequestInfo;
      const requested = info.attributes.find((a) => a.type === EXTENSION_REQUEST);
      const extensions = requested ? AsnConvert.parse(requested.values[0], Extensions) : new Extensions();
      const notBefore = new Date(Date.now() - 60_000);
      const tbs = new TBSCertificate({
        version: Version.v3,
        serialNumber: new Uint8Array([0x11, ...randomBytes(18)]).buffer,
        signature: new AlgorithmIdentifier({ algorithm: ECDSA_SHA256 }),
        issuer,
        validity: new Validity({ notBefore, notAfter: options.notAfter ?? new Date(notBefore.getTime() + 365 * 86_400_000) }),
        subject: info.subject,
        subjectPublicKeyInfo: info.subjectPKInfo,
        extensions: new Extensions(extensions.filter((e) => e.extnID === id_ce_subjectAltName).map((e) => new Extension(e))),
      });
      const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbs)), privateKey);
      const certificate = new Certificate({
        tbsCertificate: tbs,
        signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ECDSA_SHA256 }),
        signatureValue: new Uint8Array(signature).buffer,
      });
      return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
    },
  };
}
