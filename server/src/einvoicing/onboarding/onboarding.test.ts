import { jest } from '@jest/globals';
import { STANDIN_OTP, startZatcaStandIn, type ZatcaStandIn } from '../../../../test/stand-ins/zatca/server.mjs';
import { SettingsService } from '../../content/settings.service.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(60_000);

describe('ZATCA onboarding from the back office', () => {
  let t: TestApp;
  let standIn: ZatcaStandIn;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const post = (path: string, body: object = {}, lang = 'en') =>
    t.api.post(`/api/admin/zatca/${path}`, body, { token: admin.token, headers: { 'Accept-Language': lang } });

  beforeAll(async () => {
    standIn = await startZatcaStandIn({ certificateDays: 20 });
    t = await startTestApp({ zatcaBaseUrl: standIn.url });
    admin = await createUser(t, 'Admin');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  }, 60_000);

  it('walks CSR → compliance CSID → three compliance checks → production CSID, and never answers a secret', async () => {
    const start = await t.api.get('/api/admin/zatca', { token: admin.token });
    expect(start.body).toEqual({ sellerComplete: true, onboarding: null, active: null });
    // steps out of order are refused with a clear message
    expect((await post('compliance-csid', { otp: '123456' })).body.message).toBe('Generate the keys and the certificate request first');
    expect((await post('production-csid')).status).toBe(409);

    const csr = await post('csr', {
      environment: 'developer-portal',
      commonName: 'Ward-EGS-1',
      organizationUnit: 'Riyadh Branch',
      industry: 'Perfume retail',
      location: 'RRRD2929',
    });
    expect(csr.status).toBe(200);
    expect(csr.body.onboarding).toMatchObject({
      status: 'csr-ready',
      environment: 'developer-portal',
      serialNumber: expect.stringMatching(/^1-Ward\|2-1\.0\|3-[0-9a-f-]{36}$/),
    });
    expect(csr.body.onboarding.csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);

    const wrongOtp = await post('compliance-csid', { otp: '000000' }, 'ar');
    expect(wrongOtp.status).toBe(400);
    expect(wrongOtp.body.message).toBe('رفضت هيئة الزكاة والضريبة والجمارك الطلب: The provided OTP is invalid');
    expect((await post('compliance-csid', { otp: '12ab' })).body.errors).toEqual({ otp: 'The Fatoora portal code is 6 digits' });

    expect((await post('compliance-csid', { otp: STANDIN_OTP })).body.onboarding.status).toBe('compliance');
    const checks = await post('compliance-checks');
    expect(checks.body.onboarding.status).toBe('compliance-passed');
    expect(checks.body.onboarding.complianceChecks.map((c: { kind: string; passed: boolean }) => [c.kind, c.passed])).toEqual([
      ['invoice', true],
      ['credit-note', true],
      ['debit-note', true],
    ]);
    expect(standIn.state.complianceChecks.map((c) => c.type)).toEqual(['388', '381', '383']);

    const production = await post('production-csid');
    expect(production.status).toBe(200);
    expect(production.body.onboarding).toBeNull();
    // the stand-in's certificate lives 20 days: inside the 30-day warning
    expect(production.body.active).toMatchObject({
      environment: 'developer-portal',
      commonName: 'Ward-EGS-1',
      lastIcv: 0,
      expiryWarning: true,
      daysToExpiry: 19,
    });

    const text = JSON.stringify((await t.api.get('/api/admin/zatca', { token: admin.token })).body);
    expect(text).not.toMatch(/PRIVATE KEY|secret|binarySecurityToken/i);
    const row = await t.db.query(`SELECT "privateKey", "productionSecret" FROM zatca_egs_units WHERE status = 'active'`);
    expect(row[0].privateKey).toMatch(/^v1\./);
    expect(row[0].productionSecret).toMatch(/^v1\./);
  });

  it('refuses to start without the seller’s National Address, and refuses customers', async () => {
    const settings = t.get(SettingsService);
    const saved = await settings.get();
    await settings.update({ ...saved, nationalAddress: { ...saved.nationalAddress, buildingNumber: '12' } });
    const res = await post('csr', {
      environment: 'core',
      commonName: 'Ward-EGS-2',
      organizationUnit: 'Riyadh Branch',
      industry: 'Retail',
      location: 'RRRD2929',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('National Address');
    await settings.update(saved);
    const customer = await createUser(t, 'Customer');
    expect((await t.api.get('/api/admin/zatca', { token: customer.token })).status).toBe(403);
    expect((await post('csr', { environment: 'mars', commonName: 'x' })).body.errors).toMatchObject({
      environment: 'Choose an environment',
    });
  });
});
