import { ProductAdmin } from '../catalog/product-admin.service.js';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { startSmtp, type SmtpReceiver } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { StockAlertsService } from './stock-alerts.service.js';

/**
 * Back in stock over real HTTP, PostgreSQL, the job queue and SMTP: a request per product and
 * address, one mail when stock returns and then the request ends, a signed stop link, and the
 * back office's count of who waits.
 */
describe('back in stock', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let categoryId: number;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
    categoryId = (await createCategory(t)).id;
    admin = (await createUser(t, 'Admin')).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const soldOut = (en: string) => createProduct(t, categoryId, { name: { ar: `عطر ${en}`, en }, stock: 0 });
  const setStock = (id: number, en: string, stock: number) =>
    t.get(ProductAdmin).update(id, productInput(categoryId, { name: { ar: `عطر ${en}`, en }, stock }));
  const outbox = (template: string, to: string) =>
    t.db.query<Array<{ subject: string; text: string }>>(
      `SELECT subject, text FROM mail_outbox WHERE template = $1 AND "to" = $2 ORDER BY id`,
      [template, to],
    );
  const waiting = async () => (await t.api.get('/api/admin/stock-alerts', { token: admin })).body;

  it('refuses what it cannot keep, translated, and keeps nothing', async () => {
    const inStock = await createProduct(t, categoryId, { stock: 4 });
    const out = await soldOut('Nothing Kept');
    const ok = { email: 'reem@example.com' };
    const cases: Array<[string, unknown, 'ar' | 'en', number, string]> = [
      [`/api/products/${inStock.id}/stock-alerts`, ok, 'en', 409, 'It is in stock now: you can order it'],
      [`/api/products/${inStock.id}/stock-alerts`, ok, 'ar', 409, 'المنتج متوفر الآن، يمكنك طلبه مباشرة'],
      ['/api/products/999999/stock-alerts', ok, 'en', 404, 'Could not fetch product details.'],
      [`/api/products/${out.id}/stock-alerts`, { email: 'not-an-email' }, 'en', 400, 'Some fields are not valid'],
      [`/api/products/${out.id}/stock-alerts`, {}, 'ar', 400, 'بعض الحقول غير صحيحة'],
      [`/api/products/${out.id}/stock-alerts`, { ...ok, productId: 1 }, 'en', 400, 'Some fields are not valid'],
    ];
    for (const [path, body, lang, status, message] of cases) {
      const res = await t.api.post(path, body, { lang });
      expect([path, res.status, res.body.message]).toEqual([path, status, message]);
    }
    const bad = await t.api.post(`/api/products/${out.id}/stock-alerts`, { email: 'not-an-email' }, { lang: 'en' });
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
    expect(await t.db.query(`SELECT * FROM stock_alerts`)).toEqual([]);
  });

  it('mails once when stock returns, then the request ends; the back office counts who waits', async () => {
    const oud = await soldOut('Royal Oud');
    const first = await t.api.post(`/api/products/${oud.id}/stock-alerts`, { email: 'Noura@Example.com' }, { lang: 'en' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("We'll email you once when it's back in stock");
    // asking again (any case) is the same request
    expect((await t.api.post(`/api/products/${oud.id}/stock-alerts`, { email: 'noura@example.com' })).status).toBe(201);
    const { token } = await createUser(t, 'Customer', { email: 'sara@example.com' });
    expect((await t.api.post(`/api/products/${oud.id}/stock-alerts`, { email: 'sara@example.com' }, { token })).status).toBe(201);
    expect((await outbox('stockAlertSaved', 'noura@example.com')).length).toBe(1);

    expect((await t.api.get('/api/admin/stock-alerts', { token })).status).toBe(403);
    expect(await waiting()).toEqual([
      {
        id: String(oud.id),
        productId: oud.id,
        variantId: null,
        name: { ar: 'عطر Royal Oud', en: 'Royal Oud' },
        sku: null,
        label: null,
        stock: 0,
        waiting: 2,
        bySms: 0,
        oldestAt: expect.any(String),
      },
    ]);

    await setStock(oud.id, 'Royal Oud', 5);
    const mail = await smtp.waitFor((m) => m.to.includes('noura@example.com') && m.raw.includes(`/products/${oud.id}`));
    expect(mail.raw).toContain('/api/stock-alerts/unsubscribe?token=');
    await smtp.waitFor((m) => m.to.includes('sara@example.com') && m.raw.includes(`/products/${oud.id}`));
    const [sent] = await outbox('backInStock', 'noura@example.com');
    expect(sent.subject).toContain('Royal Oud is back in stock');
    expect(await waiting()).toEqual([]);

    // sold out and back again: the request has ended, no second mail
    await setStock(oud.id, 'Royal Oud', 0);
    await setStock(oud.id, 'Royal Oud', 3);
    expect(await t.get(StockAlertsService).sweep()).toBe(0);
    expect((await outbox('backInStock', 'noura@example.com')).length).toBe(1);
    expect((await outbox('backInStock', 'sara@example.com')).length).toBe(1);
  });

  it("the mail's stop link ends the address's waiting requests, without login; a forged one is refused", async () => {
    const amber = await soldOut('Amber Night');
    await t.api.post(`/api/products/${amber.id}/stock-alerts`, { email: 'huda@example.com' });
    const [confirmation] = await outbox('stockAlertSaved', 'huda@example.com');
    const link = confirmation.text.match(/https?:\/\/\S+\/api\/stock-alerts\/unsubscribe\?token=[\w.-]+/)![0];
    const path = link.slice(link.indexOf('/api/'));

    const page = await t.api.get(path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('لن تصلك رسائل توفر المنتجات بعد الآن');
    expect(page.body).toContain('You will get no more back-in-stock emails');
    expect(await t.db.query(`SELECT * FROM stock_alerts WHERE email = 'huda@example.com'`)).toEqual([]);
    await setStock(amber.id, 'Amber Night', 2);
    expect(await t.get(StockAlertsService).sweep()).toBe(0);

    const forged = await t.api.get(`/api/stock-alerts/unsubscribe?token=${Buffer.from('huda@example.com').toString('base64url')}.forged`, {
      lang: 'en',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This link is not valid');
  });
});
