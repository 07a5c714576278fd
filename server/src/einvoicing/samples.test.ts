import { readdirSync, readFileSync } from 'node:fs';
import { invoiceHash } from './crypto/invoice-hash.js';
import { verifyDocument } from './crypto/verifier.js';
import { readPhase2Qr } from './qr.js';
import { isSimplified, qrTextFields } from './xml/document-fields.js';
import { parseXml, textAt } from './xml/namespaces.js';

// ZATCA's own signed sample documents, copied byte for byte from ../shared/zatca/samples.
const dir = new URL('./fixtures/samples/', import.meta.url);
const samples = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .map((name) => ({ name, bytes: readFileSync(new URL(name, dir)) }));
const SIG = '//ds:Signature';

test('all five ZATCA samples are present', () => {
  expect(samples.map((s) => s.name).sort()).toEqual([
    'Simplified_Credit_Note.xml',
    'Simplified_Debit_Note.xml',
    'Simplified_Invoice.xml',
    'Simplified_Tax_Invoice_with_Zero_Rated_Item.xml',
    'Standard_Invoice.xml',
  ]);
});

describe.each(samples)('ZATCA sample $name', ({ bytes }) => {
  const xml = bytes.toString('utf8');
  const doc = parseXml(xml);

  test("Ward's invoice hash equals the sample's own DigestValue", () => {
    const digest = textAt(doc, `${SIG}/ds:SignedInfo/ds:Reference[@Id='invoiceSignedData']/ds:DigestValue`);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(invoiceHash(xml).toString('base64')).toBe(digest);
  });

  test("Ward's verifier accepts the signature with the certificate inside the sample", () => {
    const result = verifyDocument(xml);
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.certificate?.subject).toContain('CN=TST-886431145-399999999900003');
  });

  test('one byte changed anywhere signed makes the verifier refuse the sample', () => {
    // a digit of the first line amount: signed data, still well-formed XML
    const at = bytes.indexOf('<cbc:LineExtensionAmount currencyID="SAR">') + '<cbc:LineExtensionAmount currencyID="SAR">'.length;
    const tampered = Buffer.from(bytes);
    tampered[at] = tampered[at] === 0x39 ? 0x38 : tampered[at] + 1;
    const result = verifyDocument(tampered.toString('utf8'));
    expect(result.valid).toBe(false);
    expect(result.problems).toContain('invoice hash does not match the signed digest');
  });

  test('one byte changed in the signing time breaks the signed properties', () => {
    const at = bytes.indexOf('<xades:SigningTime>') + '<xades:SigningTime>'.length + 3;
    const tampered = Buffer.from(bytes);
    tampered[at] = tampered[at] === 0x30 ? 0x31 : 0x30;
    expect(verifyDocument(tampered.toString('utf8')).problems).toEqual(['signed properties do not match their digest']);
  });

  test('one byte changed in the signature value makes the signature fail', () => {
    const start = bytes.indexOf('<ds:SignatureValue>') + '<ds:SignatureValue>'.length;
    const tampered = Buffer.from(bytes);
    tampered[start + 20] = tampered[start + 20] === 0x41 ? 0x42 : 0x41;
    const problems = verifyDocument(tampered.toString('utf8')).problems;
    expect(problems).toContain('signature does not verify with the certificate');
  });

  test("Ward's QR reader reads tags 1-9 and they agree with the XML", () => {
    const qr = readPhase2Qr(textAt(doc, "//cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject"));
    const fields = qrTextFields(doc);
    expect(qr.sellerName).toBe(fields.sellerName);
    expect(qr.vatNumber).toBe(fields.vatNumber);
    expect(qr.timestamp).toBe(fields.timestamp);
    expect(Number(qr.total)).toBe(Number(fields.total));
    expect(Number(qr.vatTotal)).toBe(Number(fields.vatTotal));
    expect(qr.hash).toBe(invoiceHash(xml).toString('base64'));
    expect(qr.signature).toBe(textAt(doc, `${SIG}/ds:SignatureValue`));
    const cert = verifyDocument(xml).certificate!;
    expect(qr.publicKey.equals(cert.publicKeyDer)).toBe(true);
    // tag 9 belongs to simplified documents only (security standard §4, table 3)
    if (isSimplified(doc)) expect(qr.certificateSignature?.equals(cert.signature)).toBe(true);
    else expect(qr.certificateSignature).toBeUndefined();
  });
});
