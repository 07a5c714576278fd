import { DEFAULT_SETTINGS } from '@ward/shared';
import { STANDIN_OTP, startZatcaStandIn, type ZatcaStandIn } from '../../../../test/stand-ins/zatca/server.mjs';
import { createCsr, generateSigningKey } from '../crypto/csr.js';
import { FIRST_PREVIOUS_HASH } from '../crypto/invoice-hash.js';
import { complianceDocuments } from '../documents/compliance-samples.js';
import { FatooraClient, FatooraError } from './fatoora-client.js';
import { certificateOf, type CsidCredentials } from './fatoora-types.js';

const seller = { name: 'ورد | Ward', vatNumber: '310123456700003', crNumber: '1010123456', address: DEFAULT_SETTINGS.nationalAddress };
const subject = {
  commonName: 'Ward-EGS-1',
  egsSerialNumber: '1-Ward|2-1.0|3-1f0c',
  vatNumber: seller.vatNumber,
  organizationUnit: 'Riyadh',
  organizationName: 'Ward',
  country: 'SA',
  invoiceType: '0100',
  location: 'RRRD2929',
  industry: 'Retail',
};
let standIn: ZatcaStandIn;
let client: FatooraClient;
beforeAll(async () => {
  standIn = await startZatcaStandIn();
  client = new FatooraClient(standIn.url);
});
afterAll(() => standIn.close());

const submission = (d: ReturnType<typeof complianceDocuments>[number]) => ({
  invoiceHash: d.signed.hash,
  uuid: d.uuid,
  invoice: Buffer.from(d.signed.xml).toString('base64'),
});
const identityOf = (privateKey: ReturnType<typeof generateSigningKey>['privateKey'], c: CsidCredentials) => ({
  privateKey,
  certificate: certificateOf(c.binarySecurityToken),
});

test('onboarding over HTTP: OTP, compliance CSID, the three compliance checks, production CSID, then reporting', async () => {
  const key = generateSigningKey();
  const csr = createCsr(subject, key.privateKey, key.publicKey, 'developer-portal');
  await expect(client.complianceCsid(csr, '000000')).rejects.toMatchObject({ status: 400, message: 'The provided OTP is invalid' });
  const compliance = await client.complianceCsid(csr, STANDIN_OTP);
  expect(compliance.dispositionMessage).toBe('ISSUED');
  // the production CSID is refused until the invoice, credit note and debit note checks pass
  await expect(client.productionCsid(compliance, compliance.requestID)).rejects.toThrow('compliance checks missing for 388, 381, 383');
  const docs = complianceDocuments(seller, identityOf(key.privateKey, compliance), { icv: 0, hash: FIRST_PREVIOUS_HASH });
  for (const d of docs) expect(await client.complianceCheck(compliance, submission(d))).toEqual({ kind: 'reported', warnings: [] });
  const production = await client.productionCsid(compliance, compliance.requestID);
  expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);

  const identity = identityOf(key.privateKey, production);
  const [first, second, third] = complianceDocuments(seller, identity, { icv: 3, hash: docs[2].signed.hash });
  expect(await client.report(production, submission(first))).toEqual({ kind: 'reported', warnings: [] });
  // the same document again (a retry after a lost answer) counts as reported
  expect(await client.report(production, submission(first))).toMatchObject({ kind: 'reported', warnings: [{ code: 'ALREADY_REPORTED' }] });
  // skipping a document breaks the ICV/PIH chain: ZATCA's messages come back
  const gap = await client.report(production, submission(third));
  expect(gap).toMatchObject({
    kind: 'rejected',
    errors: expect.arrayContaining([expect.objectContaining({ code: 'ICV_ORDER' }), expect.objectContaining({ code: 'PIH_INVALID' })]),
  });
  standIn.failReporting(1, 503);
  expect(await client.report(production, submission(second))).toEqual({ kind: 'retry', reason: 'Fatoora answered 503' });
  expect(await client.report(production, submission(second))).toEqual({ kind: 'reported', warnings: [] });
  // compliance credentials cannot report
  expect(await client.report(compliance, submission(third))).toMatchObject({ kind: 'unauthorized' });
});

test('a tampered document is rejected with the hash error; an unreachable ZATCA means retry', async () => {
  const key = generateSigningKey();
  const compliance = await client.complianceCsid(createCsr(subject, key.privateKey, key.publicKey, 'simulation'), STANDIN_OTP);
  const [doc] = complianceDocuments(seller, identityOf(key.privateKey, compliance), { icv: 0, hash: FIRST_PREVIOUS_HASH });
  const tampered = {
    ...submission(doc),
    invoice: Buffer.from(
      doc.signed.xml.replace('<cbc:PayableAmount currencyID="SAR">138.00', '<cbc:PayableAmount currencyID="SAR">1.00'),
    ).toString('base64'),
  };
  const outcome = await client.complianceCheck(compliance, tampered);
  expect(outcome).toMatchObject({
    kind: 'rejected',
    errors: expect.arrayContaining([expect.objectContaining({ code: 'invoiceHash_QRCODE_INVALID' })]),
  });
  const offline = new FatooraClient('http://127.0.0.1:9');
  expect(await offline.report(compliance, submission(doc))).toMatchObject({
    kind: 'retry',
    reason: expect.stringContaining('unreachable'),
  });
  await expect(offline.complianceCsid('x', STANDIN_OTP)).rejects.toBeInstanceOf(FatooraError);
});
