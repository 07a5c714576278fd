import { jest } from '@jest/globals';
import { startZatcaStandIn, type ZatcaStandIn } from '../../../../test/stand-ins/zatca/server.mjs';
import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { onboard } from '../../testing/zatca.js';
import { EInvoicingJob } from './einvoicing-job.js';

jest.setTimeout(120_000);

describe('a broken key or an expired certificate never blocks a sale and never loses a document', () => {
  let t: TestApp;
  let standIn: ZatcaStandIn;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;
  const place = async () => {
    const res = await t.api.post(
      '/api/orders',
      { paymentMethod: 'cod', address: SA_ADDRESS, items: [{ productId, quantity: 1 }] },
      { token: customer.token },
    );
    expect(res.status).toBe(201);
    return res.body.data.order as { id: number };
  };
  const docs = async (orderId: number) => (await t.api.get(`/api/admin/orders/${orderId}/zatca-documents`, { token: admin.token })).body;

  beforeAll(async () => {
    standIn = await startZatcaStandIn({ certificateDays: -1 }); // every CSID it issues has expired
    t = await startTestApp({ zatcaBaseUrl: standIn.url });
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer');
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { price: 99, stock: 100 })).id;
    await onboard(t, standIn);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  }, 60_000);

  it('an expired certificate: the sale goes through, the invoice waits due with the reason, and the screen warns', async () => {
    const order = await place();
    await t.get(EInvoicingJob).process();
    expect(await docs(order.id)).toMatchObject([
      { kind: 'invoice', status: 'pending', icv: null, lastError: expect.stringContaining('expired') },
    ]);
    const state = (await t.api.get('/api/admin/zatca', { token: admin.token })).body;
    expect(state.active).toMatchObject({ expiryWarning: true, lastIcv: 0 });
  });

  it('a private key that no longer opens: sales go on, documents stay due with the reason', async () => {
    await t.db.query(`UPDATE zatca_egs_units SET "privateKey" = 'v1.AAAA.AAAA.AAAA' WHERE status = 'active'`);
    const order = await place();
    await t.get(EInvoicingJob).process();
    const [invoice] = await docs(order.id);
    expect(invoice).toMatchObject({ status: 'pending', lastError: expect.stringContaining('signing key unusable') });
    expect(standIn.state.reports).toEqual([]);
  });
});
