import { jest } from '@jest/globals';
import { startZatcaStandIn, type ZatcaStandIn } from '../../../../test/stand-ins/zatca/server.mjs';
import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';

const NATIONAL_ADDRESS = {
  ...SA_ADDRESS,
  shortAddress: 'rrrd 2929',
  buildingNumber: '2322',
  additionalNumber: '7788',
  district: 'Al Olaya',
};
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { onboard } from '../../testing/zatca.js';
import { verifyDocument } from '../crypto/verifier.js';
import { readPhase2Qr } from '../qr.js';
import { DocumentReporter } from './document-reporter.service.js';
import { DocumentSigner } from './document-signer.service.js';
import { EInvoicingJob } from './einvoicing-job.js';

jest.setTimeout(120_000);

describe('e-invoicing of orders: chain, reporting, credit notes', () => {
  let t: TestApp;
  let standIn: ZatcaStandIn;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;
  const place = async (app = t, quantity = 1) => {
    const res = await app.api.post(
      '/api/orders',
      { paymentMethod: 'cod', address: NATIONAL_ADDRESS, items: [{ productId, quantity }] },
      { token: customer.token },
    );
    expect(res.status).toBe(201);
    return res.body.data.order as { id: number; invoiceNumber: string; total: number; vat: number };
  };
  const docs = (orderId: number) => t.api.get(`/api/admin/orders/${orderId}/zatca-documents`, { token: admin.token });
  const process = () => t.get(EInvoicingJob).process();
  /** Runs a pass and waits for the order's documents to be answered by ZATCA (a queued pass may hold the unit meanwhile). */
  const settled = async (orderId: number) => {
    await process();
    await until(
      async () => (await docs(orderId)).body.every((d: { status: string }) => !['pending', 'signed'].includes(d.status)),
      20_000,
      'documents reported',
    );
    return (await docs(orderId)).body;
  };

  beforeAll(async () => {
    standIn = await startZatcaStandIn();
    // this instance only enqueues: each test runs the passes itself (`process`, `settled`), and a pass
    // the events ask for would race it (ZATCA set to fail after a background pass already reported)
    t = await startTestApp({ zatcaBaseUrl: standIn.url, dataKey: 'shared-data-key-of-the-test-shop', workers: false });
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Noura Al-Qahtani' });
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { price: 180, stock: 1000, name: { ar: 'دهن عود', en: 'Oud oil' } }))
      .id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  }, 60_000);

  it('before onboarding nothing is issued; afterwards every invoiced order gets a signed, reported invoice', async () => {
    const early = await place();
    await process();
    expect((await docs(early.id)).body).toEqual([]);
    expect((await t.api.get(`/api/orders/${early.id}/e-invoice`, { token: customer.token })).body.data).toEqual({
      status: null,
      xml: false,
    });
    await onboard(t, standIn);
    const order = await place(t, 2);
    await process();
    const [invoice] = (await docs(order.id)).body;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'reported',
      number: order.invoiceNumber,
      icv: 1,
      total: order.total,
      hasXml: true,
      messages: [],
    });

    const xml = await t.api.get(`/api/orders/${order.id}/invoice.xml`, { token: customer.token });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toMatch(/^attachment; filename="310123456700003_\d{8}T\d{6}_INV-\d+\.xml"$/);
    expect(verifyDocument(xml.body).problems).toEqual([]);
    // the buyer's full National Address, from the order's snapshot
    expect(xml.body).toContain(
      '<cbc:StreetName>King Fahd Road, Building 12</cbc:StreetName><cbc:AdditionalStreetName>RRRD2929</cbc:AdditionalStreetName><cbc:BuildingNumber>2322</cbc:BuildingNumber><cbc:PlotIdentification>7788</cbc:PlotIdentification><cbc:CitySubdivisionName>Al Olaya</cbc:CitySubdivisionName><cbc:CityName>Riyadh</cbc:CityName><cbc:PostalZone>12211</cbc:PostalZone>',
    );
    const qr = readPhase2Qr(
      /ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">([^<]+)/.exec(xml.body)![1],
    );
    expect([Number(qr.total), Number(qr.vatTotal)]).toEqual([order.total, order.vat]);
    // the A4 invoice and the 80 mm receipt now carry the phase-2 QR code (tags 1-9), Arabic first
    const status = await t.api.get(`/api/orders/${order.id}/e-invoice`, { token: customer.token });
    expect(status.body.data).toEqual({ status: 'reported', xml: true });
    for (const path of ['invoice', 'invoice?format=receipt']) {
      const html: string = (await t.api.get(`/api/orders/${order.id}/${path}`, { token: customer.token })).body;
      expect(html).toContain('<html lang="ar" dir="rtl">');
      const printed = readPhase2Qr(/data-zatca="([A-Za-z0-9+/=]+)"/.exec(html)![1]);
      expect(printed.hash).toBe(qr.hash);
      expect(printed.certificateSignature).toBeDefined();
      expect(html).toContain(invoice.uuid);
    }
    expect((await t.api.get(`/api/orders/${order.id}/invoice?format=receipt`, { token: customer.token })).body).toContain('size:80mm');
    // another customer sees nothing
    const stranger = await createUser(t, 'Customer');
    expect((await t.api.get(`/api/orders/${order.id}/invoice.xml`, { token: stranger.token })).status).toBe(404);
    expect((await t.api.get(`/api/orders/${order.id}/e-invoice`, { token: stranger.token })).status).toBe(404);
  });

  it('a rejected order gets a credit note (381) for the whole invoice, reported after it', async () => {
    const order = await place();
    const rejected = await t.api.post(`/api/admin/orders/${order.id}/reject`, { reason: 'Out of stock' }, { token: admin.token });
    expect(rejected.status).toBe(200);
    const list = await settled(order.id);
    expect(list.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['invoice', 'reported'],
      ['credit-note', 'reported'],
    ]);
    expect(list[1]).toMatchObject({
      billingReference: order.invoiceNumber,
      total: order.total,
      reason: 'رفض الطلب | Order rejected: Out of stock',
    });
    expect(list[1].icv).toBe(list[0].icv + 1);
    const note = await t.api.get(`/api/admin/orders/${order.id}/zatca-documents/${list[1].id}/xml`, { token: admin.token });
    expect(note.body).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
  });

  it('a partial refund is a partial credit note; credits beyond the invoice are refused', async () => {
    const order = await place();
    const partial = await t.api.post(
      `/api/admin/orders/${order.id}/credit-notes`,
      { amount: 50, reason: 'Partial refund' },
      { token: admin.token },
    );
    expect(partial.status).toBe(201);
    expect(partial.body.at(-1)).toMatchObject({ kind: 'credit-note', status: 'pending', total: 50 });
    const tooMuch = await t.api.post(
      `/api/admin/orders/${order.id}/credit-notes`,
      { amount: order.total, reason: 'Refund' },
      { token: admin.token, headers: { 'Accept-Language': 'en' } },
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`The credit notes would exceed the invoice total (SAR ${order.total.toFixed(2)})`);
    const wrongLine = await t.api.post(
      `/api/admin/orders/${order.id}/credit-notes`,
      { lines: [{ itemId: 999999, quantity: 1 }], reason: 'Return' },
      { token: admin.token },
    );
    expect(wrongLine.status).toBe(400);
    expect((await settled(order.id)).map((d: { status: string }) => d.status)).toEqual(['reported', 'reported']);
  });

  it('ZATCA down: documents wait signed with back-off and are reported when it is back; a rejection keeps ZATCA’s messages', async () => {
    const a = await place();
    const b = await place();
    standIn.failReporting(1, 503);
    await process();
    const waiting = (await docs(a.id)).body[0];
    expect(waiting).toMatchObject({ status: 'signed', reportAttempts: 1, lastError: 'Fatoora answered 503' });
    expect((await docs(b.id)).body[0].status).toBe('signed'); // behind it in ICV order
    // nothing is tried again before the back-off, then both go in order
    expect(await t.get(DocumentReporter).reportDue()).toEqual({ reported: 0, rejected: 0, postponed: 0 });
    expect(await t.get(DocumentReporter).reportDue(new Date(Date.now() + 61_000))).toEqual({ reported: 2, rejected: 0, postponed: 0 });

    const c = await place();
    await t.get(DocumentSigner).recordDueInvoices();
    await t.get(DocumentSigner).signPending();
    const [signed] = (await docs(c.id)).body;
    standIn.reject(signed.uuid, 'BR-KSA-STANDIN');
    await t.get(DocumentReporter).reportDue();
    expect((await docs(c.id)).body[0]).toMatchObject({
      status: 'rejected',
      messages: [expect.objectContaining({ code: 'BR-KSA-STANDIN' })],
    });
    const alert = await t.api.get('/api/admin/zatca/alert', { token: admin.token });
    expect(alert.body).toMatchObject({ active: true, overdue: 0, rejected: 1 });
    const list = (filter: object) =>
      t.api.get(`/api/admin/zatca-documents?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin.token });
    const rejectedList = await list({ status: 'rejected' });
    expect(rejectedList.headers.get('content-range')).toBe('zatca-documents 0-0/1');
    expect(rejectedList.body[0]).toMatchObject({ orderId: c.id, status: 'rejected', problem: expect.stringContaining('BR-KSA-STANDIN') });
    expect((await list({ overdue: true })).body).toEqual([]);
    // a document still unreported 12 hours after it was due shows as overdue (its next try an hour away:
    // a pass running meanwhile, such as the retry the 503 above asked for, leaves it as it is)
    await t.db.query(
      `UPDATE zatca_documents SET status = 'signed', "createdAt" = now() - interval '13 hours', "nextReportAt" = now() + interval '1 hour'
       WHERE "orderId" = $1`,
      [c.id],
    );
    expect((await list({ overdue: true })).body.map((d: { orderId: number }) => d.orderId)).toEqual([c.id]);
    expect((await t.api.get('/api/admin/zatca/alert', { token: admin.token })).body).toMatchObject({ overdue: 1, rejected: 0 });
    await t.db.query(`UPDATE zatca_documents SET status = 'rejected' WHERE "orderId" = $1`, [c.id]);
  });

  it('50 concurrent orders over two instances: ICVs gap-free in order, each PIH the previous hash, each reported once', async () => {
    // a second instance on the same database, with the same JWT secret and DATA_KEY (README)
    const second = await startTestApp({
      databaseUrl: t.config.databaseUrl,
      jwtSecret: t.config.jwtSecret,
      zatcaBaseUrl: standIn.url,
      dataKey: 'shared-data-key-of-the-test-shop',
    });
    try {
      const before = standIn.state.reports.length;
      const orders = await Promise.all(Array.from({ length: 50 }, (_, i) => place(i % 2 ? t : second)));
      await Promise.all([process(), second.get(EInvoicingJob).process(), process(), second.get(EInvoicingJob).process()]);
      await Promise.all([process(), second.get(EInvoicingJob).process()]);
      await until(
        async () => (await t.db.query(`SELECT count(*)::int AS n FROM zatca_documents WHERE status IN ('pending', 'signed')`))[0].n === 0,
      );
      const rows: { icv: number; hash: string; previousHash: string; orderId: number; status: string; uuid: string }[] = await t.db.query(
        `SELECT icv, hash, "previousHash", "orderId", status, uuid FROM zatca_documents ORDER BY icv`,
      );
      expect(rows.map((r) => r.icv)).toEqual(rows.map((_, i) => i + 1));
      for (let i = 1; i < rows.length; i++) expect(rows[i].previousHash).toBe(rows[i - 1].hash);
      const ours = rows.filter((r) => orders.some((o) => o.id === r.orderId));
      expect(ours).toHaveLength(50);
      expect(ours.every((r) => r.status === 'reported')).toBe(true);
      const reports = standIn.state.reports.slice(before);
      expect(reports.filter((r) => r.status !== 200)).toEqual([]);
      expect(new Set(reports.map((r) => r.uuid)).size).toBe(reports.length);
      expect(reports.map((r) => r.uuid).sort()).toEqual(ours.map((r) => r.uuid).sort());
    } finally {
      await second.close();
    }
  });
});
