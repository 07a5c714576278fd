import { jest } from '@jest/globals';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../../test/stand-ins/whatsapp/server.mjs';
import { TEST_CARDS } from '../../payments/providers/test-gateway/test-cards.js';
import { payWithCard, SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { ProductAdmin } from '../../catalog/product-admin.service.js';
import { StockAlertsService } from '../../stock-alerts/stock-alerts.service.js';
import { createCategory, createProduct, createUser, productInput } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { WHATSAPP_VERIFY_TOKEN, whatsAppConfigFor } from '../../testing/whatsapp-config.js';

jest.setTimeout(90_000);

/**
 * Issue 18 §3: order updates on WhatsApp through the Cloud API adapter, tested over HTTP against a
 * stand-in that follows Meta's documentation; only customers who opted in hear anything.
 */
describe('WhatsApp order updates', () => {
  let t: TestApp;
  let meta: WhatsAppStandIn;
  let admin: string;
  let categoryId: number;
  let phoneCounter = 0;
  const webhook = () => `${t.url}/api/whatsapp/webhook`;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn();
    t = await startTestApp({
      whatsapp: whatsAppConfigFor(meta),
    });
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await meta.close();
  }, 60_000);

  /** A customer with a mobile number, opted in (in `lang`) or not. */
  const customer = async (optIn: boolean, lang: 'ar' | 'en' = 'ar') => {
    const c = await createUser(t, 'Customer', { name: 'Sara Test' });
    const phone = `+9665${String(40_000_000 + ++phoneCounter * 7919).slice(-8)}`;
    await t.db.query(`UPDATE users SET phone = $1 WHERE id = $2`, [phone, c.user.id]);
    if (optIn) expect((await t.api.put('/api/account/whatsapp', { optIn: true }, { token: c.token, lang })).status).toBe(200);
    return { ...c, phone, digits: phone.slice(1) };
  };
  const place = async (token: string, paymentMethod: 'cod' | 'card', extra: object = {}) => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const res = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod, address: SA_ADDRESS, ...extra },
      { token },
    );
    expect(res.status).toBe(201);
    return res.body.data as { order: { id: number; orderNumber: string }; payment: { redirectUrl: string } | null };
  };
  const ship = async (orderId: number) => {
    expect((await t.api.post(`/api/admin/orders/${orderId}/approve`, {}, { token: admin })).status).toBe(200);
    expect((await t.api.post(`/api/admin/orders/${orderId}/ship`, { trackingNumber: 'SMSA-5566' }, { token: admin })).status).toBe(200);
  };
  const outbox = (orderId: number) =>
    t.db.query(
      `SELECT template, status, attempts, "lastError", "providerMessageId", language FROM whatsapp_outbox WHERE "orderId" = $1 ORDER BY id`,
      [orderId],
    );
  const sentTo = (digits: string) => meta.messages.filter((m) => m.to === digits);

  it('a paid and shipped order reaches an opted-in customer in their language, with the tracking link; nobody else hears', async () => {
    const sara = await customer(true, 'ar');
    const placed = await place(sara.token, 'card');
    expect((await payWithCard(t, placed.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303);
    await until(async () => sentTo(sara.digits).length === 1, 20_000, 'paid message');
    expect(sentTo(sara.digits)[0]).toMatchObject({
      name: 'ward_order_paid',
      language: 'ar',
      parameters: ['Sara Test', placed.order.orderNumber, expect.stringMatching(/^\d+\.\d{2}$/)],
    });

    await ship(placed.order.id);
    await until(async () => sentTo(sara.digits).length === 2, 20_000, 'shipped message');
    const shipped = sentTo(sara.digits)[1];
    expect(shipped.name).toBe('ward_order_shipped');
    expect(shipped.parameters.slice(0, 2)).toEqual(['Sara Test', placed.order.orderNumber]);
    expect(shipped.parameters[3]).toMatch(/^https?:\/\/\S+/);
    expect(shipped.parameters[3]).toMatch(/SMSA-5566|\/track\//);
    await until(async () => (await outbox(placed.order.id)).every((r: { status: string }) => r.status === 'sent'));
    expect((await outbox(placed.order.id)).map((r: { template: string }) => r.template)).toEqual(['paid', 'shipped']);
    expect((await t.api.post(`/api/admin/orders/${placed.order.id}/complete`, {}, { token: admin })).status).toBe(200);
    await until(async () => sentTo(sara.digits).length === 3, 20_000, 'delivered message');
    expect(sentTo(sara.digits)[2]).toMatchObject({
      name: 'ward_order_delivered',
      language: 'ar',
      parameters: ['Sara Test', placed.order.orderNumber],
    });

    // cash on delivery, opted in with the checkout box: "placed" at once
    const omar = await customer(false);
    const cod = await place(omar.token, 'cod', { whatsappOptIn: true });
    await until(async () => sentTo(omar.digits).length === 1, 20_000, 'placed message');
    expect(sentTo(omar.digits)[0]).toMatchObject({ name: 'ward_order_placed', language: 'ar' });
    const [{ whatsappOptInAt }] = await t.db.query(`SELECT "whatsappOptInAt" FROM users WHERE id = $1`, [omar.user.id]);
    expect(whatsappOptInAt).toBeInstanceOf(Date);

    // never asked: the same journey sends nothing and queues nothing
    const quiet = await customer(false);
    const q = await place(quiet.token, 'card');
    expect((await payWithCard(t, q.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303);
    await ship(q.order.id);
    expect(await outbox(q.order.id)).toEqual([]);
    expect(await outbox(cod.order.id)).toHaveLength(1);
    expect(sentTo(quiet.digits)).toEqual([]);
  });

  it('opting out stops the messages; opting in needs a mobile number (translated error, nothing changes)', async () => {
    const noPhone = await createUser(t, 'Customer');
    const refused = await t.api.put('/api/account/whatsapp', { optIn: true }, { token: noPhone.token, lang: 'ar' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.phone).toEqual(['أضف رقم جوالك أولاً لتصلك تحديثات الطلبات على واتساب']);
    expect((await t.db.query(`SELECT "whatsappOptInAt" FROM users WHERE id = $1`, [noPhone.user.id]))[0].whatsappOptInAt).toBeNull();
    expect((await t.api.put('/api/account/whatsapp', { optIn: 'yes' }, { token: noPhone.token })).status).toBe(400);
    expect((await t.api.put('/api/account/whatsapp', { optIn: true })).status).toBe(401);

    const leaving = await customer(true, 'en');
    const me = await t.api.put('/api/account/whatsapp', { optIn: false }, { token: leaving.token });
    expect(me.body.data ?? me.body).toMatchObject({ whatsappOptIn: false });
    const order = await place(leaving.token, 'cod');
    await ship(order.order.id);
    expect(await outbox(order.order.id)).toEqual([]);
  });

  it('retries while Meta is down, gives up at once on a refusal, and shows it all in the back office', async () => {
    const sara = await customer(true, 'en');
    meta.failNextRequests(2);
    const first = await place(sara.token, 'cod');
    await until(async () => (await outbox(first.order.id))[0]?.status === 'sent', 30_000, 'sent after retries');
    expect((await outbox(first.order.id))[0]).toMatchObject({ attempts: 3, lastError: null, language: 'en' });

    // an unknown template name is Meta's final "no" (132001): failed after one attempt
    const names = {
      placed: 'not_registered',
      paid: 'ward_order_paid',
      shipped: 'ward_order_shipped',
      delivered: 'ward_order_delivered',
      backInStock: 'ward_back_in_stock',
    };
    expect((await t.api.put('/api/admin/messaging-settings/1', { whatsappTemplates: names }, { token: admin })).status).toBe(200);
    const second = await place(sara.token, 'cod');
    await until(async () => (await outbox(second.order.id))[0]?.status === 'failed', 20_000, 'refused');
    expect((await outbox(second.order.id))[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining('132001') });
    const reset = { ...names, placed: 'ward_order_placed' };
    await t.api.put('/api/admin/messaging-settings/1', { whatsappTemplates: reset }, { token: admin });

    const list = await t.api.get(`/api/admin/whatsapp-outbox?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        to: sara.phone,
        template: 'placed',
        templateName: 'not_registered',
        orderId: second.order.id,
        status: 'failed',
        attempts: 1,
      }),
    ]);
    const byOrder = await t.api.get(
      `/api/admin/whatsapp-outbox?filter=${encodeURIComponent(JSON.stringify({ orderId: first.order.id }))}`,
      { token: admin },
    );
    expect(byOrder.body.map((r: { status: string }) => r.status)).toEqual(['sent']);
    expect((await t.api.get('/api/admin/whatsapp-outbox', { token: sara.token })).status).toBe(403);
  });

  it('back in stock: an opted-in customer who asked hears on WhatsApp with the product’s link; one who did not opt in only gets the mail', async () => {
    const name = { ar: 'عطر العنبر الملكي', en: 'Royal Amber' };
    const amber = await createProduct(t, categoryId, { name, stock: 0 });
    const sara = await customer(true, 'ar');
    const quiet = await customer(false);
    for (const c of [sara, quiet])
      expect((await t.api.post(`/api/products/${amber.id}/stock-alerts`, { email: c.user.email }, { token: c.token })).status).toBe(201);
    await t.get(ProductAdmin).update(amber.id, productInput(categoryId, { name, stock: 4 }));
    await t.get(StockAlertsService).sweep();
    await until(async () => sentTo(sara.digits).length === 1, 20_000, 'back-in-stock message');
    expect(sentTo(sara.digits)[0]).toMatchObject({ name: 'ward_back_in_stock', language: 'ar' });
    expect(sentTo(sara.digits)[0].parameters).toEqual([name.ar, expect.stringMatching(new RegExp(`/products/${amber.id}$`))]);
    expect(sentTo(quiet.digits)).toEqual([]);
    const mails = await t.db.query(`SELECT "to" FROM mail_outbox WHERE template = 'backInStock' AND "to" = ANY($1)`, [
      [sara.user.email, quiet.user.email],
    ]);
    expect(mails).toHaveLength(2);
  });

  it('Meta’s signed status webhooks move a message on; a forged one is refused and changes nothing', async () => {
    const sara = await customer(true);
    const order = await place(sara.token, 'cod');
    await until(async () => (await outbox(order.order.id))[0]?.status === 'sent', 20_000, 'sent');
    const { providerMessageId: id } = (await outbox(order.order.id))[0];

    const forged = await meta.postStatuses(webhook(), [{ id, status: 'read' }], 'not-the-app-secret');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toEqual({ isSuccess: false, data: null, message: 'توقيع إشعار واتساب غير صالح', errors: null });
    const unsigned = await fetch(webhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"object":"whatsapp_business_account"}',
    });
    expect(unsigned.status).toBe(401);
    expect((await outbox(order.order.id))[0].status).toBe('sent');

    expect((await meta.postStatuses(webhook(), [{ id, status: 'delivered' }])).status).toBe(200);
    expect((await outbox(order.order.id))[0].status).toBe('delivered');
    expect((await meta.postStatuses(webhook(), [{ id, status: 'read' }])).status).toBe(200);
    // late and out of order: a "sent" after "read" changes nothing
    expect((await meta.postStatuses(webhook(), [{ id, status: 'sent' }])).status).toBe(200);
    expect((await outbox(order.order.id))[0].status).toBe('read');

    const other = await place(sara.token, 'cod');
    await until(async () => (await outbox(other.order.id))[0]?.status === 'sent', 20_000, 'sent');
    const otherId = (await outbox(other.order.id))[0].providerMessageId;
    const errors = [
      { code: 131026, title: 'Message undeliverable', error_data: { details: 'Receiver is incapable of receiving this message' } },
    ];
    await meta.postStatuses(webhook(), [{ id: otherId, status: 'failed', errors }]);
    expect((await outbox(other.order.id))[0]).toMatchObject({ status: 'failed', lastError: expect.stringContaining('131026') });

    // the subscription handshake answers the challenge for our verify token only
    const ok = await fetch(`${webhook()}?hub.mode=subscribe&hub.verify_token=${WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    expect((await fetch(`${webhook()}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`)).status).toBe(403);
  });
});
