import { jest } from '@jest/globals';
import { decodeZatcaQr, type OrderDto } from '@ward/shared';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createUser, productInput } from '../testing/fixtures.js';
import { SA_ADDRESS, payWithCard, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(90_000);

const size = {
  code: 'size',
  kind: 'volume',
  name: { ar: 'الحجم', en: 'Size' },
  values: [
    { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
    { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
  ],
};

/**
 * Issue 37 §1 and §3: every print of an order names each line's size and SKU (two sizes of one
 * perfume never read alike), and before ZATCA onboarding (phase 1) every refund or rejection of an
 * invoiced order still issues a numbered, printable credit note with the phase-1 QR code,
 * referencing the invoice, listed for the admin and the customer and on the invoice itself.
 */
describe('order lines on prints, and credit notes in phase 1', () => {
  let t: TestApp;
  let admin: string;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let stranger: string;
  let variants: Array<{ id: number; sku: string }>;

  const html = async (path: string, token: string) => {
    const res = await t.api.get(path, { token });
    expect(res.status).toBe(200);
    return res.body as string;
  };
  const adminOrder = async (id: number) => (await t.api.get(`/api/admin/orders/${id}`, { token: admin })).body as OrderDto;
  const place = async (paymentMethod: 'cod' | 'card') => {
    const res = await t.api.post(
      '/api/orders',
      {
        paymentMethod,
        address: SA_ADDRESS,
        items: [
          { variantId: variants[0].id, quantity: 1 },
          { variantId: variants[1].id, quantity: 2 },
        ],
      },
      { token: customer.token },
    );
    expect(res.status).toBe(201);
    return res.body.data as { order: OrderDto; payment: { id: string; redirectUrl: string } | null };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    customer = await createUser(t, 'Customer', { name: 'Noura Al-Qahtani' });
    stranger = (await createUser(t, 'Customer')).token;
    await seedShipping(t);
    const settings = t.get(SettingsService);
    await settings.update({ ...(await settings.get()), shopName: { ar: 'ورد للعطور', en: 'Ward Perfumes' }, vatNumber: '300000000000003' });
    const created = await t.api.post(
      '/api/admin/products',
      {
        ...productInput((await createCategory(t)).id, { name: { ar: 'عطر مسك الورد', en: 'Rose Musk' } }),
        price: undefined,
        stock: undefined,
        options: [size],
        variants: [
          { sku: 'ROSE-50', options: { size: '50ml' }, price: 260, stock: 20, weight: 300 },
          { sku: 'ROSE-100', options: { size: '100ml' }, price: 390, stock: 20, weight: 400, isDefault: true },
        ],
      },
      { token: admin, lang: 'en' },
    );
    expect(created.status).toBe(201);
    variants = created.body.variants;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('the invoice, the receipt and the packing slip name each line’s size and SKU in both languages', async () => {
    const { order } = await place('cod');
    const a4 = await html(`/api/orders/${order.id}/invoice`, customer.token);
    const receipt = await html(`/api/orders/${order.id}/invoice?format=receipt`, customer.token);
    const slip = await html(`/api/admin/orders/${order.id}/packing-slip`, admin);
    for (const page of [a4, receipt, slip]) {
      expect(page).toContain('عطر مسك الورد — 50 مل (ROSE-50)');
      expect(page).toContain('عطر مسك الورد — 100 مل (ROSE-100)');
      expect(page).toContain('Rose Musk — 50 ml');
      expect(page).toContain('Rose Musk — 100 ml');
    }
    // the order as both sides read it keeps what was bought
    const mine = (await t.api.get(`/api/orders/${order.id}`, { token: customer.token })).body.data as OrderDto;
    expect(mine.items.map((i) => [i.sku, i.optionLabels.map((l) => l.value.en)])).toEqual([
      ['ROSE-50', ['50 ml']],
      ['ROSE-100', ['100 ml']],
    ]);
    expect(mine.creditNotes).toEqual([]);
  });

  it('a refund before onboarding issues a numbered, printable credit note referencing the invoice, for admin and customer', async () => {
    const placed = await place('card');
    expect((await payWithCard(t, placed.payment!.redirectUrl, '4111111111111111')).status).toBeLessThan(400);
    const paid = await adminOrder(placed.order.id);
    expect(paid).toMatchObject({ paymentStatus: 'Paid', invoiceNumber: expect.stringMatching(/^INV-/) });
    const [small, large] = paid.items;

    const refunded = await t.api.post(
      `/api/admin/orders/${paid.id}/refund`,
      { lines: [{ itemId: large.id, quantity: 1 }], reason: 'One bottle arrived broken' },
      { token: admin, lang: 'en' },
    );
    expect(refunded.status).toBe(200);
    const after = refunded.body as OrderDto;
    expect(after.paymentStatus).toBe('PartiallyRefunded');
    expect(after.creditNotes).toEqual([
      { id: expect.any(String), number: expect.stringMatching(/^CN-\d{6}$/), issuedAt: expect.any(String), total: after.refundedAmount },
    ]);
    const [note] = after.creditNotes;

    // the back office lists it among the order's documents: issued in phase 1, never sent to ZATCA
    const docs = (await t.api.get(`/api/admin/orders/${paid.id}/zatca-documents`, { token: admin })).body;
    expect(docs).toEqual([
      expect.objectContaining({ id: note.id, kind: 'credit-note', status: 'phase-1', number: note.number, hasXml: false }),
    ]);
    expect(docs[0].billingReference).toBe(paid.invoiceNumber);

    // the customer sees it on the order and prints it; the admin too; nobody else
    const mine = (await t.api.get(`/api/orders/${paid.id}`, { token: customer.token })).body.data as OrderDto;
    expect(mine.creditNotes).toEqual(after.creditNotes);
    const printed = await html(`/api/orders/${paid.id}/credit-notes/${note.id}`, customer.token);
    for (const text of ['إشعار دائن', 'Credit Note', note.number, paid.invoiceNumber!, paid.orderNumber, 'One bottle arrived broken'])
      expect(printed).toContain(text);
    expect(printed).toContain('عطر مسك الورد — 100 مل (ROSE-100)');
    expect(printed).not.toContain('ROSE-50');
    expect(printed).toContain(note.total.toFixed(2));
    const tags = decodeZatcaQr(/data-zatca="([A-Za-z0-9+/=]+)"/.exec(printed)![1]);
    expect([tags[1], tags[2], tags[4]]).toEqual(['ورد للعطور', '300000000000003', note.total.toFixed(2)]);
    expect(Number(tags[5])).toBeCloseTo((note.total * 15) / 115, 1);
    expect(await html(`/api/admin/orders/${paid.id}/credit-notes/${note.id}`, admin)).toContain(note.number);
    expect((await t.api.get(`/api/orders/${paid.id}/credit-notes/${note.id}`, { token: stranger })).status).toBe(404);
    expect((await t.api.get(`/api/orders/${paid.id}/credit-notes/999999`, { token: customer.token })).status).toBe(404);

    // the invoice no longer stands alone: it lists the note and what is left after it
    const invoice = await html(`/api/orders/${paid.id}/invoice`, customer.token);
    expect(invoice).toContain(note.number);
    expect(invoice).toContain((paid.total - note.total).toFixed(2));

    // the next refund takes the next number
    const rest = await t.api.post(
      `/api/admin/orders/${paid.id}/refund`,
      { lines: [{ itemId: small.id, quantity: 1 }], reason: 'Changed her mind' },
      { token: admin, lang: 'en' },
    );
    expect(rest.status).toBe(200);
    const numbers = (rest.body as OrderDto).creditNotes.map((n) => Number(n.number.slice(3)));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1]);
  });

  it('rejecting an invoiced order before onboarding issues a credit note for the whole invoice', async () => {
    const { order } = await place('cod');
    const rejected = await t.api.post(`/api/admin/orders/${order.id}/reject`, { reason: 'Out of stock at the branch' }, { token: admin });
    expect(rejected.status).toBe(200);
    expect((rejected.body as OrderDto).creditNotes).toEqual([expect.objectContaining({ total: order.total })]);
    const note = (rejected.body as OrderDto).creditNotes[0];
    const printed = await html(`/api/orders/${order.id}/credit-notes/${note.id}`, customer.token);
    expect(printed).toContain('Rose Musk — 50 ml');
    expect(printed).toContain(order.total.toFixed(2));
  });
});
