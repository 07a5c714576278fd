import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { eventsSettled } from '../testing/until.js';

describe('product reviews over real HTTP and PostgreSQL', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  });
  afterAll(() => t.close());

  const product = () => createProduct(t, categoryId);
  const summary = async (id: number) => {
    const res = await t.api.get(`/api/products/${id}`);
    return { ratingAverage: res.body.data.ratingAverage, ratingCount: res.body.data.ratingCount };
  };

  /** A cash-on-delivery order placed through checkout's API (status New). */
  async function placeOrder(token: string, productId: number): Promise<number> {
    const res = await t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token },
    );
    expect(res.status).toBe(201);
    return res.body.data.order.id;
  }

  it('asks anonymous callers to log in, and lets only customers write', async () => {
    const p = await product();
    const anonymous = await t.api.post(`/api/products/${p.id}/reviews`, { rating: 5, comment: 'رائع جداً' }, { lang: 'en' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      isSuccess: false,
      data: null,
      message: 'You must be logged in to write a review',
      errors: null,
      requestId: expect.any(String),
    });
    const byAdmin = await t.api.post(`/api/products/${p.id}/reviews`, { rating: 5, comment: 'رائع جداً' }, { token: admin, lang: 'en' });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only customer accounts can write reviews');
    const blocked = await createUser(t);
    await t.api.post(`/api/admin/customers/${blocked.user.id}/block`, undefined, { token: admin });
    expect((await t.api.post(`/api/products/${p.id}/reviews`, { rating: 5, comment: 'رائع جداً' }, { token: blocked.token })).status).toBe(
      401,
    );
    expect((await t.api.get(`/api/products/${p.id}/reviews`)).body.data.total).toBe(0);
    // the public reviews still answer a blocked shopper's stale token, as for anyone (13.9)
    const stale = await t.api.get(`/api/products/${p.id}/reviews`, { token: blocked.token });
    expect([stale.status, stale.body.data.total, stale.body.data.mine]).toEqual([200, 0, null]);
  });

  it("answers the catalogue's messages: rating required, comment required", async () => {
    const p = await product();
    const { token } = await createUser(t);
    const empty = await t.api.post(`/api/products/${p.id}/reviews`, {}, { token, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ rating: ['Rating is required'], comment: ['Comment is required'] });
    const arabic = await t.api.post(`/api/products/${p.id}/reviews`, { rating: 0, comment: '   ' }, { token });
    expect(arabic.body.errors).toEqual({ rating: ['التقييم مطلوب'], comment: ['التعليق مطلوب'] });
    const outOfRange = await t.api.post(`/api/products/${p.id}/reviews`, { rating: 6, comment: 'جيد' }, { token, lang: 'en' });
    expect(outOfRange.body.errors).toEqual({ rating: ['The rating is from 1 to 5 stars'] });
    const half = await t.api.post(`/api/products/${p.id}/reviews`, { rating: 4.5, comment: 'جيد جداً' }, { token, lang: 'en' });
    expect(half.body.errors).toEqual({ rating: ['The rating is from 1 to 5 stars'] });
    expect((await t.api.post('/api/products/999999/reviews', { rating: 4, comment: 'جيد جداً' }, { token })).status).toBe(404);
  });

  it('keeps one review per customer (a second one edits it) and the product rating average and count exact', async () => {
    const p = await product();
    const sara = await createUser(t, 'Customer', { name: 'Sara' });
    const omar = await createUser(t, 'Customer', { name: 'Omar' });

    const first = await t.api.post(
      `/api/products/${p.id}/reviews`,
      { rating: 5, comment: 'رائحة فاخرة وثبات ممتاز' },
      { token: sara.token, lang: 'en' },
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you, your review has been posted');
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      rating: 5,
      comment: 'رائحة فاخرة وثبات ممتاز',
      userName: 'Sara',
      isVerifiedPurchase: false,
      isHidden: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await t.api.post(`/api/products/${p.id}/reviews`, { rating: 2, comment: 'لم يعجبني الثبات' }, { token: omar.token });
    expect(await summary(p.id)).toEqual({ ratingAverage: 3.5, ratingCount: 2 });

    const edit = await t.api.post(
      `/api/products/${p.id}/reviews`,
      { rating: 3, comment: 'تغير رأيي بعد أسبوع' },
      { token: sara.token, lang: 'en' },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('Your review has been updated');
    expect(edit.body.data.id).toBe(first.body.data.id);
    expect(await summary(p.id)).toEqual({ ratingAverage: 2.5, ratingCount: 2 });

    const page = await t.api.get(`/api/products/${p.id}/reviews`, { token: sara.token });
    expect(page.body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 10,
      ratingAverage: 2.5,
      ratingCount: 2,
      distribution: { '1': 0, '2': 1, '3': 1, '4': 0, '5': 0 },
    });
    expect(page.body.data.items.map((r: { userName: string }) => r.userName)).toEqual(['Omar', 'Sara']);
    expect(page.body.data.mine).toMatchObject({ id: first.body.data.id, rating: 3 });
    expect(JSON.stringify(page.body.data.items)).not.toMatch(/email|userId/);
    expect((await t.api.get(`/api/products/${p.id}/reviews`)).body.data.mine).toBeNull();
    const second = await t.api.get(`/api/products/${p.id}/reviews?page=2&pageSize=1`);
    expect(second.body.data.items.map((r: { userName: string }) => r.userName)).toEqual(['Sara']);
  });

  it('keeps the rating exact when many customers review the same product at once', async () => {
    const p = await product();
    const customers = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    const ratings = customers.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      customers.map((c, i) =>
        t.api.post(`/api/products/${p.id}/reviews`, { rating: ratings[i], comment: `تقييم رقم ${i}` }, { token: c.token }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    expect(await summary(p.id)).toEqual({ ratingAverage: average, ratingCount: 12 });
  });

  /** Moves an order through the back office: approve, ship, deliver. */
  async function deliver(orderId: number): Promise<void> {
    for (const [action, body] of [
      ['approve', {}],
      ['ship', { trackingNumber: 'TRACK1234' }],
      ['complete', {}],
    ] as const)
      expect((await t.api.post(`/api/admin/orders/${orderId}/${action}`, body, { token: admin })).status).toBe(200);
  }

  /** The flag follows order moves through a domain event, so it is read once events have run. */
  const verifiedOf = async (productId: number, token: string) => {
    await eventsSettled(t.db);
    const page = (await t.api.get(`/api/products/${productId}/reviews`, { token })).body.data;
    return page.mine?.isVerifiedPurchase;
  };

  it('"verified purchase" only for a delivered order: not while it is New, granted when it completes, never for a rejected one', async () => {
    const p = await product();
    const buyer = await createUser(t);
    const rejected = await createUser(t);
    const stranger = await createUser(t);
    const bought = await placeOrder(buyer.token, p.id);
    const refused = await placeOrder(rejected.token, p.id);
    const answers = await Promise.all(
      [buyer, rejected, stranger].map((c) =>
        t.api.post(`/api/products/${p.id}/reviews`, { rating: 4, comment: 'عطر جميل' }, { token: c.token }),
      ),
    );
    // a cash-on-delivery order that is still New is not a purchase yet
    expect(answers.map((a) => a.body.data.isVerifiedPurchase)).toEqual([false, false, false]);
    // delivered: the review already written becomes verified, without being edited
    await deliver(bought);
    expect(await verifiedOf(p.id, buyer.token)).toBe(true);
    // rejected: never
    expect((await t.api.post(`/api/admin/orders/${refused}/reject`, { reason: 'Out of stock' }, { token: admin })).status).toBe(200);
    expect(await verifiedOf(p.id, rejected.token)).toBe(false);
    // a second order of the buyer's, rejected, leaves the delivered one counting
    const second = await placeOrder(buyer.token, p.id);
    expect((await t.api.post(`/api/admin/orders/${second}/reject`, { reason: 'Duplicate' }, { token: admin })).status).toBe(200);
    expect(await verifiedOf(p.id, buyer.token)).toBe(true);
    const listed = (await t.api.get(`/api/products/${p.id}/reviews`)).body.data.items;
    expect(listed.filter((r: { isVerifiedPurchase: boolean }) => r.isVerifiedPurchase)).toHaveLength(1);
  });

  it('a flag granted under the old rule goes when its order is rejected (recomputed on rejection)', async () => {
    const p = await product();
    const customer = await createUser(t);
    const orderId = await placeOrder(customer.token, p.id);
    await t.api.post(`/api/products/${p.id}/reviews`, { rating: 5, comment: 'جميل جداً' }, { token: customer.token });
    // as main used to write it: verified while the cash-on-delivery order was New
    await t.db.query(`UPDATE reviews SET "isVerifiedPurchase" = true WHERE "userId" = $1`, [customer.user.id]);
    expect((await t.api.post(`/api/admin/orders/${orderId}/reject`, { reason: 'Cancelled by phone' }, { token: admin })).status).toBe(200);
    expect(await verifiedOf(p.id, customer.token)).toBe(false);
  });

  it('lets the admin list, filter, hide, show and delete reviews; hidden ones leave the page and the rating', async () => {
    const p = await product();
    const other = await product();
    const a = await createUser(t, 'Customer', { name: 'Hind' });
    const b = await createUser(t, 'Customer', { name: 'Faisal' });
    const ra = (await t.api.post(`/api/products/${p.id}/reviews`, { rating: 1, comment: 'سيء ومزيف' }, { token: a.token })).body.data;
    const rb = (await t.api.post(`/api/products/${p.id}/reviews`, { rating: 5, comment: 'ممتاز جداً' }, { token: b.token })).body.data;
    await t.api.post(`/api/products/${other.id}/reviews`, { rating: 4, comment: 'جيد' }, { token: b.token });

    const byProduct = await t.api.get(
      `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ productId: p.id }))}&sort=["rating","ASC"]`,
      { token: admin },
    );
    expect(byProduct.headers.get('content-range')).toBe('reviews 0-1/2');
    expect(byProduct.body.map((r: { id: number }) => r.id)).toEqual([ra.id, rb.id]);
    expect(byProduct.body[0]).toMatchObject({
      productId: p.id,
      productName: { ar: 'عطر الاختبار', en: 'Test Perfume' },
      userId: a.user.id,
      userEmail: a.user.email,
      userName: 'Hind',
      isHidden: false,
    });
    const searched = await t.api.get(`/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ q: 'مزيف' }))}`, { token: admin });
    expect(searched.body.map((r: { id: number }) => r.id)).toEqual([ra.id]);

    const hidden = await t.api.post(`/api/admin/reviews/${ra.id}/hide`, undefined, { token: admin });
    expect(hidden.body.isHidden).toBe(true);
    expect(await summary(p.id)).toEqual({ ratingAverage: 5, ratingCount: 1 });
    const page = (await t.api.get(`/api/products/${p.id}/reviews`)).body.data;
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([rb.id]);
    expect(page.distribution['1']).toBe(0);
    // the author still sees their own hidden review
    expect((await t.api.get(`/api/products/${p.id}/reviews`, { token: a.token })).body.data.mine).toMatchObject({
      id: ra.id,
      isHidden: true,
    });
    // editing does not bring a hidden review back
    await t.api.post(`/api/products/${p.id}/reviews`, { rating: 2, comment: 'ما زال سيئاً' }, { token: a.token });
    expect(await summary(p.id)).toEqual({ ratingAverage: 5, ratingCount: 1 });

    const hiddenList = await t.api.get(`/api/admin/reviews?filter=${encodeURIComponent('{"isHidden":true}')}`, { token: admin });
    expect(hiddenList.body.map((r: { id: number }) => r.id)).toEqual([ra.id]);
    const shown = await t.api.put(`/api/admin/reviews/${ra.id}`, { ...hidden.body, isHidden: false }, { token: admin });
    expect(shown.body.isHidden).toBe(false);
    expect(await summary(p.id)).toEqual({ ratingAverage: 3.5, ratingCount: 2 });

    const deleted = await t.api.delete(`/api/admin/reviews/${rb.id}`, { token: admin });
    expect(deleted.body.id).toBe(rb.id);
    expect(await summary(p.id)).toEqual({ ratingAverage: 2, ratingCount: 1 });
    expect((await t.api.get(`/api/admin/reviews/${rb.id}`, { token: admin })).status).toBe(404);
    expect((await t.api.get('/api/admin/reviews', { token: a.token })).status).toBe(403);
  });
});
