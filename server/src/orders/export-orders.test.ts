import { jest } from '@jest/globals';
import type { OrderDto } from '@ward/shared';
import { startZatcaStandIn, type ZatcaStandIn } from '../../../test/stand-ins/zatca/server.mjs';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { payWithCard, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { onboard } from '../testing/zatca.js';
import { validateWithZatca } from '../testing/zatca-validation.js';
import { EInvoicingJob } from '../einvoicing/issuing/einvoicing-job.js';
import { SettingsService } from '../content/settings.service.js';

jest.setTimeout(180_000);

const DUBAI = {
  title: 'Home',
  recipientName: 'Mariam',
  phone: '+971501234567',
  street: 'Sheikh Zayed Road, Villa 12',
  city: 'Dubai',
  country: 'AE' as const,
  postalCode: null,
  latitude: null,
  longitude: null,
  buildingNumber: null,
  district: 'Al Barsha',
  additionalNumber: null,
};

/** Issue 32 §1: an order delivered to the UAE is an export, zero-rated, from the quote to its credit note. */
describe('exports to the Gulf: zero-rated from quote to credit note', () => {
  let t: TestApp;
  let standIn: ZatcaStandIn;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;
  const items = () => [{ productId, quantity: 1 }];
  const quote = (country: string, paymentMethod = 'card') => t.api.post('/api/cart/quote', { items: items(), country, paymentMethod });
  const docs = (orderId: number) => t.api.get(`/api/admin/orders/${orderId}/zatca-documents`, { token: admin.token });
  const reported = async (orderId: number, count: number) => {
    await t.get(EInvoicingJob).process();
    await until(
      async () => {
        const list = (await docs(orderId)).body as Array<{ status: string }>;
        return list.length === count && list.every((d) => d.status === 'reported');
      },
      30_000,
      'documents reported',
    );
    return (await docs(orderId)).body as Array<{ id: number; kind: string; total: number }>;
  };

  beforeAll(async () => {
    standIn = await startZatcaStandIn();
    t = await startTestApp({ zatcaBaseUrl: standIn.url, dataKey: 'shared-data-key-of-the-test-shop', workers: false });
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Mariam Al Mansoori' });
    await seedShipping(t);
    await onboard(t, standIn);
    productId = (await createProduct(t, (await createCategory(t)).id, { price: 70, stock: 100, name: { ar: 'بخور', en: 'Incense' } })).id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  }, 60_000);

  it('the issue’s cart, 70 SAR + 45 SAR shipping to Dubai, costs 100 with VAT 0 (not 115 with VAT 15)', async () => {
    const home = (await quote('SA', 'card')).body.data;
    expect(home).toMatchObject({ subtotal: 70, shipping: 25, total: 95, zeroRated: false, vat: 12.39 });
    const away = (await quote('AE', 'card')).body.data;
    // shelf prices divided by 1.15 to the halala: 60.87 + 39.13 (SMSA's 45)
    expect(away).toMatchObject({ subtotal: 60.87, shipping: 39.13, total: 100, zeroRated: true, vat: 0, net: 100 });
    expect(away.lines[0]).toMatchObject({ itemPrice: 60.87, finalPrice: 60.87, lineTotal: 60.87 });
    expect(away.shippingOptions.map((o: { fee: number }) => o.fee)).toEqual([39.13, 43.48]);
    expect(away.freeShippingThreshold).toBe(217.39);
    // cash on delivery's 15 SAR fee divided out too
    expect((await quote('AE', 'cod')).body.data).toMatchObject({ codFee: 13.04, total: 113.04, vat: 0 });
  });

  it('a shop that keeps shelf prices charges them to Dubai, still with VAT 0', async () => {
    const settings = t.get(SettingsService);
    const before = await settings.get();
    await settings.update({ ...before, exportPricing: 'shelf' });
    try {
      expect((await quote('AE')).body.data).toMatchObject({ subtotal: 70, shipping: 45, total: 115, zeroRated: true, vat: 0, net: 115 });
    } finally {
      await settings.update({ ...before, exportPricing: 'net' });
    }
  });

  it('the paid order is zero-rated (Z, VATEX-SA-32), keeps its proof of export, and its invoice and refund’s credit note pass ZATCA’s rules', async () => {
    // the client's quote never counts: placement prices the delivery address's country again
    const placed = await t.api.post('/api/orders', { paymentMethod: 'card', address: DUBAI, items: items() }, { token: customer.token });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ vatCategory: 'Z', vat: 0, subtotal: 60.87, shipping: 39.13, total: 100, exportProof: null });
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBeLessThan(400);

    const approve = await t.api.post(`/api/admin/orders/${order.id}/approve`, {}, { token: admin.token });
    expect(approve.status).toBe(200);
    const shipped = await t.api.post(`/api/admin/orders/${order.id}/ship`, { trackingNumber: 'SM-AE-4411' }, { token: admin.token });
    expect(shipped.body.exportProof).toMatchObject({
      country: 'AE',
      carrier: { en: 'SMSA Express' },
      trackingNumber: 'SM-AE-4411',
      deliveredAt: null,
    });
    const delivered = await t.api.post(`/api/admin/orders/${order.id}/complete`, {}, { token: admin.token });
    expect(delivered.body.exportProof.deliveredAt).toEqual(expect.any(String));
    // the admin's order page shows it
    const seen = await t.api.get(`/api/admin/orders/${order.id}`, { token: admin.token });
    expect(seen.body.exportProof).toMatchObject({ trackingNumber: 'SM-AE-4411', deliveredAt: delivered.body.exportProof.deliveredAt });

    const [invoice] = await reported(order.id, 1);
    // the printed invoice says why there is no VAT, and what the destination may charge
    const printed: string = (await t.api.get(`/api/orders/${order.id}/invoice`, { token: customer.token })).body;
    expect(printed).toContain('VAT 0% (Export — zero-rated)');
    expect(printed).toContain('The destination may collect import duties and VAT on delivery');
    expect(printed).not.toContain('VAT 15%');
    // a returned unit refunded through the payment provider: its credit note is zero-rated too
    const itemId = (seen.body.items as Array<{ id: number }>)[0].id;
    const refunded = await t.api.post(
      `/api/admin/orders/${order.id}/refund`,
      { lines: [{ itemId, quantity: 1 }], reason: 'Returned from Dubai' },
      { token: admin.token },
    );
    expect(refunded.status).toBe(200);
    const [, note] = await reported(order.id, 2);
    expect(note).toMatchObject({ kind: 'credit-note', total: 60.87 });
    const { creditNotes } = (await t.api.get(`/api/orders/${order.id}`, { token: customer.token })).body.data as OrderDto;
    const printedNote: string = (await t.api.get(`/api/orders/${order.id}/credit-notes/${creditNotes[0].id}`, { token: customer.token }))
      .body;
    expect(printedNote).toContain('VAT 0% (Export — zero-rated)');

    const xmlOf = async (id: number) =>
      (await t.api.get(`/api/admin/orders/${order.id}/zatca-documents/${id}/xml`, { token: admin.token })).body as string;
    const xml = { '1-invoice.xml': await xmlOf(invoice.id), '2-credit-note.xml': await xmlOf(note.id) };
    for (const doc of Object.values(xml)) {
      expect(doc).toContain(
        '<cbc:ID>Z</cbc:ID><cbc:Percent>0.00</cbc:Percent><cbc:TaxExemptionReasonCode>VATEX-SA-32</cbc:TaxExemptionReasonCode><cbc:TaxExemptionReason>Export of goods</cbc:TaxExemptionReason>',
      );
      expect(doc).not.toContain('<cbc:ID>S</cbc:ID>');
      expect(doc).toContain('<cbc:IdentificationCode>AE</cbc:IdentificationCode>');
    }
    expect(xml['1-invoice.xml']).toContain('<cbc:PayableAmount currencyID="SAR">100.00</cbc:PayableAmount>');
    const rows = await validateWithZatca(xml);
    expect(rows.map((r) => r.document).sort()).toEqual(['1-invoice.xml', '2-credit-note.xml']);
    for (const row of rows) expect([row.xsd, row.cen, row.ksa].map((cell) => cell.split(' ')[0])).toEqual(['PASS', 'PASS', 'PASS']);
  });

  it('an order to Riyadh stays standard-rated with no proof of export', async () => {
    const placed = await t.api.post(
      '/api/orders',
      {
        paymentMethod: 'cod',
        address: { ...DUBAI, country: 'SA', city: 'Riyadh', postalCode: '12211', phone: '0512345678' },
        items: items(),
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ vatCategory: 'S', subtotal: 70, exportProof: null });
    expect(placed.body.data.order.vat).toBeGreaterThan(0);
  });
});
