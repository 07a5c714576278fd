import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { createCategory, createUser, productInput } from '../testing/fixtures.js';
import { startSmtp, type SmtpReceiver } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { StockAlertsService } from './stock-alerts.service.js';

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
 * Back in stock per variant (issue 14 §6) and by text message for a phone-only account, over
 * real HTTP, PostgreSQL, SMTP and the SMS outbox: the request names a variant, its message names
 * the variant and links to `?v=SKU`, one message when that variant returns, then it ends.
 */
describe('back in stock per variant, by email or SMS', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: string;
  let categoryId: number;

  /** A perfume whose 50 ml is sold out and 100 ml is in stock. */
  async function perfume(skuPrefix: string) {
    const res = await t.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId, { name: { ar: 'عطر ليالي', en: 'Layali' } }),
        price: undefined,
        stock: undefined,
        options: [size],
        variants: [
          { sku: `${skuPrefix}-50`, options: { size: '50ml' }, price: 200, stock: 0, weight: 300 },
          { sku: `${skuPrefix}-100`, options: { size: '100ml' }, price: 350, stock: 5, weight: 400, isDefault: true },
        ],
      },
      { token: admin },
    );
    expect(res.status).toBe(201);
    return res.body as { id: number; variants: Array<{ id: number; sku: string; stock: number }> };
  }
  /** The back office's save of the product with one variant's stock changed (what an admin does). */
  async function restock(product: Awaited<ReturnType<typeof perfume>>, variantId: number, stock: number) {
    const current = (await t.api.get(`/api/admin/products/${product.id}`, { token: admin })).body;
    const variants = current.variants.map((v: { id: number }) => (v.id === variantId ? { ...v, stock } : v));
    expect((await t.api.put(`/api/admin/products/${product.id}`, { ...current, variants }, { token: admin })).status).toBe(200);
  }
  const waiting = async (productId?: number) =>
    ((await t.api.get('/api/admin/stock-alerts', { token: admin })).body as Array<{ productId: number }>).filter(
      (w) => productId === undefined || w.productId === productId,
    );
  async function phoneOnlyShopper(phone: string): Promise<string> {
    const users = t.db.getRepository(User);
    const user = await users.save(
      users.create({ name: 'Shopper', email: null, passwordHash: null, phone, phoneVerifiedAt: new Date(), role: 'Customer' }),
    );
    return t.get(TokenService).issue(user);
  }
  const texts = (to: string) =>
    t.db.query<Array<{ template: string; preview: string }>>(`SELECT template, preview FROM sms_outbox WHERE "to" = $1 ORDER BY id`, [to]);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('takes a request for a sold-out variant of a product in stock, refuses a variant in stock or of another product', async () => {
    const p = await perfume('LAY-A');
    const other = await perfume('LAY-B');
    const [fifty, hundred] = p.variants;
    const path = `/api/products/${p.id}/stock-alerts`;
    const ok = await t.api.post(path, { email: 'maha@example.com', variantId: fifty.id }, { lang: 'en' });
    expect([ok.status, ok.body.message]).toEqual([201, "We'll email you once when it's back in stock"]);
    const inStock = await t.api.post(path, { email: 'maha@example.com', variantId: hundred.id }, { lang: 'en' });
    expect([inStock.status, inStock.body.message]).toEqual([409, 'It is in stock now: you can order it']);
    // without a variant, the product as a whole: it can be ordered now
    expect((await t.api.post(path, { email: 'maha@example.com' })).status).toBe(409);
    const foreign = await t.api.post(path, { email: 'maha@example.com', variantId: other.variants[0].id }, { lang: 'ar' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ variantId: ['هذا النوع غير موجود في المنتج'] });
    const [saved] = await t.db.query(`SELECT subject FROM mail_outbox WHERE template = 'stockAlertSaved' AND "to" = 'maha@example.com'`);
    expect(saved.subject).toBe("سنخبرك عند توفر «عطر ليالي (50 مل)» | We'll tell you when Layali (50 ml) is back");
    expect(await waiting()).toEqual([
      expect.objectContaining({
        id: `${p.id}:${fifty.id}`,
        variantId: fifty.id,
        sku: 'LAY-A-50',
        label: { ar: '50 مل', en: '50 ml' },
        stock: 0,
        waiting: 1,
        bySms: 0,
      }),
    ]);
  });

  it('one message when that variant returns, naming it and opening it (?v=SKU); then the request ends', async () => {
    const p = await perfume('LAY-C');
    const [fifty, hundred] = p.variants;
    await t.api.post(`/api/products/${p.id}/stock-alerts`, { email: 'dana@example.com', variantId: fifty.id }, { lang: 'en' });
    // another variant's stock changing sends nothing
    await restock(p, hundred.id, 9);
    expect(await t.get(StockAlertsService).sweep()).toBe(0);
    await restock(p, fifty.id, 2);
    await smtp.waitFor((m) => m.to.includes('dana@example.com') && m.raw.includes('LAY-C-50'));
    const sent = await t.db.query(`SELECT subject, text FROM mail_outbox WHERE template = 'backInStock' AND "to" = 'dana@example.com'`);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('عاد «عطر ليالي (50 مل)» إلى المخزون | Layali (50 ml) is back in stock');
    expect(sent[0].text).toContain('Layali (50 ml) is in stock again');
    expect(sent[0].text).toContain(`/products/${p.id}?v=LAY-C-50`);
    expect(await waiting(p.id)).toEqual([]);
    await restock(p, fifty.id, 0);
    await restock(p, fifty.id, 4);
    expect(await t.get(StockAlertsService).sweep()).toBe(0);
  });

  it('a phone-only shopper is told by SMS (in their language, naming the variant); SMS needs a verified mobile', async () => {
    const p = await perfume('LAY-D');
    const [fifty] = p.variants;
    const path = `/api/products/${p.id}/stock-alerts`;
    const anonymous = await t.api.post(path, { channel: 'sms', variantId: fifty.id }, { lang: 'en' });
    expect([anonymous.status, anonymous.body.errors]).toEqual([
      400,
      { channel: ['Sign in with a verified mobile number to be told by text message'] },
    ]);
    const emailOnly = await createUser(t, 'Customer', { email: 'emailonly@example.com' });
    expect((await t.api.post(path, { channel: 'sms', variantId: fifty.id }, { token: emailOnly.token })).status).toBe(400);
    expect((await t.api.post(path, { channel: 'email', variantId: fifty.id }, { lang: 'en' })).body.errors).toEqual({
      email: ['This field is required'],
    });

    const phone = '+966551234567';
    const token = await phoneOnlyShopper(phone);
    const ok = await t.api.post(path, { channel: 'sms', variantId: fifty.id }, { token, lang: 'ar' });
    expect([ok.status, ok.body.message]).toEqual([201, 'سنرسل لك رسالة نصية مرة واحدة عند توفره']);
    expect((await t.api.post(path, { channel: 'sms', variantId: fifty.id }, { token })).status).toBe(201);
    expect(await waiting(p.id)).toEqual([expect.objectContaining({ id: `${p.id}:${fifty.id}`, waiting: 1, bySms: 1 })]);
    expect(await texts(phone)).toEqual([]);

    await restock(p, fifty.id, 3);
    // the stock change queues a sweep; wait for its text
    await until(async () => (await texts(phone)).length > 0, 20_000, 'the back-in-stock text');
    const sent = await texts(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toBe('backInStock');
    expect(sent[0].preview).toContain('عاد «عطر ليالي (50 مل)» إلى المخزون');
    expect(sent[0].preview).toContain(`/products/${p.id}?v=LAY-D-50`);
    expect(await waiting(p.id)).toEqual([]);
    await restock(p, fifty.id, 0);
    await restock(p, fifty.id, 1);
    expect(await t.get(StockAlertsService).sweep()).toBe(0);
    expect(await texts(phone)).toHaveLength(1);
  });
});
