import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  id_ce_subjectAltName,
} from '@peculiar/asn1-x509';
import type { ZatcaEnvironment } from '../environments.js';

/** What ZATCA's onboarding asks to find in the CSR (security standard §2.2.2, table 1). */
export interface CsrSubject {
  /** unique name or asset tracking number of the EGS unit */
  commonName: string;
  /** `1-<solution provider>|2-<model or version>|3-<serial>` */
  egsSerialNumber: string;
  /** 15 digits, starts and ends with 3 */
  vatNumber: string;
  /** branch name (or the 10-digit TIN of a VAT group member) */
  organizationUnit: string;
  organizationName: string;
  /** ISO 3166 alpha-2 */
  country: string;
  /** TSCZ flags: "0100" = simplified invoices only (B2C) */
  invoiceType: string;
  /** short National Address (or web address for e-commerce) */
  location: string;
  industry: string;
}

/** Certificate template name ZATCA's CA expects per environment (Microsoft template OID below). */
const TEMPLATE: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  core: 'ZATCA-Code-Signing',
};
const OID = {
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  userId: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
};

const rdn = (type: string, value: AttributeValue) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
const utf8 = (type: string, text: string) => rdn(type, new AttributeValue({ utf8String: text }));
const printable = (type: string, text: string) => rdn(type, new AttributeValue({ printableString: text }));

/** A fresh secp256k1 key pair (the curve ZATCA's CA signs for). */
export function generateSigningKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

/** PKCS#10 request, signed by the key as proof of possession; answers the PEM text. */
export function createCsr(subject: CsrSubject, privateKey: KeyObject, publicKey: KeyObject, environment: ZatcaEnvironment): string {
  const altName = new SubjectAlternativeName([
    new GeneralName({
      directoryName: new Name([
        utf8(OID.surname, subject.egsSerialNumber),
        utf8(OID.userId, subject.vatNumber),
        utf8(OID.title, subject.invoiceType),
        utf8(OID.registeredAddress, subject.location),
        utf8(OID.businessCategory, subject.industry),
      ]),
    }),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      extnValue: new OctetString(AsnConvert.serialize(new DirectoryString({ printableString: TEMPLATE[environment] }))),
    }),
    new Extension({ extnID: id_ce_subjectAltName, extnValue: new OctetString(AsnConvert.serialize(altName)) }),
  ]);
  const info = new CertificationRequestInfo({
    subject: new Name([
      printable(OID.country, subject.country),
      utf8(OID.organizationalUnit, subject.organizationUnit),
      utf8(OID.organization, subject.organizationName),
      utf8(OID.commonName, subject.commonName),
    ]),
    subjectPKInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
  });
  info.attributes.push(new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] }));
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: new Uint8Array(sign('sha256', infoDer, privateKey)).buffer,
  });
  const der = Buffer.from(AsnConvert.serialize(request)).toString('base64');
  return `-----BEGIN CERTIFICATE REQUEST-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE REQUEST-----\n`;
}
