import { readFileSync } from 'node:fs';
import { verify, X509Certificate } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { createTestCa } from '../../../../test/stand-ins/zatca/ca.mjs';
import { readPhase2Qr } from '../qr.js';
import { parseXml, textAt } from '../xml/namespaces.js';
import { readCertificate } from './certificate.js';
import { createCsr, generateSigningKey, type CsrSubject } from './csr.js';
import { invoiceHash } from './invoice-hash.js';
import { signDocument } from './signer.js';
import { verifyDocument } from './verifier.js';

const subject: CsrSubject = {
  commonName: 'Ward-EGS-1',
  egsSerialNumber: '1-Ward|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
  vatNumber: '310123456700003',
  organizationUnit: 'Riyadh Branch',
  organizationName: 'ورد للعطور والعود',
  country: 'SA',
  invoiceType: '0100',
  location: 'RRRD2929',
  industry: 'Perfume retail',
};

function onboardedIdentity() {
  const { privateKey, publicKey } = generateSigningKey();
  const csr = createCsr(subject, privateKey, publicKey, 'developer-portal');
  return { privateKey, certificate: createTestCa().issue(csr), csr, publicKey };
}

/** A ZATCA sample with its stamp taken off: the document an EGS would sign. */
function unsignedSample(name: string): string {
  const xml = readFileSync(new URL(`../fixtures/samples/${name}`, import.meta.url), 'utf8');
  return xml
    .replace(/<ext:UBLExtensions>[\s\S]*<\/ext:UBLExtensions>/, '')
    .replace(/<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '');
}

test('the CSR carries the subject and alternative names ZATCA requires, signed by the key', () => {
  const { csr, publicKey } = onboardedIdentity();
  const der = Buffer.from(csr.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, ''), 'base64');
  const request = AsnConvert.parse(der, CertificationRequest);
  const info = request.certificationRequestInfo;
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  expect(verify('sha256', infoDer, publicKey, Buffer.from(request.signature))).toBe(true);
  const text = der.toString('latin1');
  for (const value of [
    'TSTZATCA-Code-Signing',
    subject.egsSerialNumber,
    subject.vatNumber,
    '0100',
    'RRRD2929',
    'Perfume retail',
    'Ward-EGS-1',
    'Riyadh Branch',
  ])
    expect(text).toContain(value);
  expect(der.includes(Buffer.from(subject.organizationName, 'utf8'))).toBe(true);
});

test('a certificate issued for the CSR is read back with its issuer, serial and key', () => {
  const { certificate, publicKey } = onboardedIdentity();
  const cert = readCertificate(certificate);
  expect(cert.publicKeyDer.equals(publicKey.export({ type: 'spki', format: 'der' }))).toBe(true);
  expect(cert.issuerName).toBe('CN=STANDIN-EINVOICING-CA, O=Ward ZATCA stand-in, C=SA');
  expect(cert.serialNumber).toMatch(/^\d{20,}$/);
  expect(new X509Certificate(Buffer.from(certificate, 'base64')).subject).toContain('CN=Ward-EGS-1');
  expect(cert.notAfter.getTime()).toBeGreaterThan(Date.now());
});

test.each(['Simplified_Invoice.xml', 'Simplified_Credit_Note.xml', 'Standard_Invoice.xml'])(
  'signing the content of %s with Ward keeps ZATCA’s hash, and Ward’s verifier accepts it',
  (name) => {
    const sample = readFileSync(new URL(`../fixtures/samples/${name}`, import.meta.url), 'utf8');
    const identity = onboardedIdentity();
    const signed = signDocument(unsignedSample(name), identity, new Date('2026-11-23T09:00:00Z'));
    expect(signed.hash).toBe(invoiceHash(sample).toString('base64'));
    const result = verifyDocument(signed.xml);
    expect(result.problems).toEqual([]);
    const doc = parseXml(signed.xml);
    expect(textAt(doc, '//xades:SigningTime')).toBe('2026-11-23T12:00:00');
    const qr = readPhase2Qr(signed.qr);
    expect(qr.hash).toBe(signed.hash);
    expect(qr.certificateSignature === undefined).toBe(name === 'Standard_Invoice.xml');
  },
);

test('a document signed by another key than its certificate is refused', () => {
  const identity = onboardedIdentity();
  const stranger = generateSigningKey();
  const signed = signDocument(unsignedSample('Simplified_Invoice.xml'), { ...identity, privateKey: stranger.privateKey }, new Date());
  expect(verifyDocument(signed.xml).problems).toEqual(['signature does not verify with the certificate']);
});
