import { MAX_ADDRESSES } from '@ward/shared';
import { createUser } from '../testing/fixtures.js';
import { startSmtp } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const home = {
  title: 'المنزل',
  street: 'شارع التحلية، حي السليمانية',
  city: 'الرياض',
  country: 'SA',
  postalCode: '12245',
  latitude: 24.7006,
  longitude: 46.6836,
  shortAddress: 'RSLA2715',
  buildingNumber: '2715',
  district: 'السليمانية',
  additionalNumber: '6543',
};
const work = { title: 'العمل', street: 'طريق الملك عبدالعزيز', city: 'جدة', country: 'SA' };

describe('profile and saved addresses over real HTTP and PostgreSQL', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const primaries = async (userId: number) =>
    (await t.db.query(`SELECT id FROM addresses WHERE "userId" = $1 AND "isPrimary"`, [userId])).map((r: { id: number }) => r.id);

  it('needs a login for the profile and the addresses', async () => {
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['POST', '/api/addresses/1/primary'],
    ]) {
      const res = await t.api.request(method, path, method === 'GET' ? undefined : {});
      expect(res.status).toBe(401);
      expect(res.body.isSuccess).toBe(false);
    }
  });

  it('reads and updates the profile; an email change needs the current password and warns the old address', async () => {
    const { user, token, password } = await createUser(t, 'Customer', { name: 'Sara' });
    const me = await t.api.get('/api/profile', { token });
    expect(me.body.data).toEqual({
      id: user.id,
      name: 'Sara',
      email: user.email,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      isGuest: false,
      guestEmail: null,
      whatsappOptIn: false,
      address: null,
      role: 'Customer',
      status: 'Active',
      createdAt: expect.any(String),
    });

    const updated = await t.api.put(
      '/api/profile',
      { name: 'سارة أحمد', email: user.email, phone: '0512345678', address: 'حي الياسمين، الرياض' },
      { token, lang: 'en' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Your profile has been updated');
    expect(updated.body.data).toMatchObject({ name: 'سارة أحمد', phone: '+966512345678', address: 'حي الياسمين، الرياض' });

    const invalid = await t.api.put(
      '/api/profile',
      { name: 'S', email: 'not-an-email', phone: '123', address: 'abc' },
      { token, lang: 'en' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Enter a valid email address'],
      phone: ['Enter a valid phone number'],
      address: ['Must be at least 5 characters'],
    });

    const newEmail = `new-${user.id}@example.com`;
    const noPassword = await t.api.put('/api/profile', { name: 'Sara', email: newEmail }, { token, lang: 'en' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ currentPassword: ['Enter your current password to change your email'] });
    const wrongPassword = await t.api.put(
      '/api/profile',
      { name: 'Sara', email: newEmail, currentPassword: 'wrong-one' },
      { token, lang: 'en' },
    );
    expect(wrongPassword.body.errors).toEqual({ currentPassword: ['The current password is not correct'] });
    const other = await createUser(t);
    const taken = await t.api.put('/api/profile', { name: 'Sara', email: other.user.email, currentPassword: password }, { token });
    expect(taken.status).toBe(409);

    const changed = await t.api.put('/api/profile', { name: 'Sara', email: newEmail.toUpperCase(), currentPassword: password }, { token });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe(newEmail);
    expect(changed.body.data.phone).toBeNull(); // omitted optional fields are cleared, as a form sends them
    await smtp.waitFor((m) => m.to.includes(user.email) && m.raw.includes('Subject:'));
    expect((await t.api.post('/api/Auth/login', { email: newEmail, password })).status).toBe(200);
  });

  it('creates addresses: the first is primary, a new primary clears the old one; validation follows SPEC §5', async () => {
    const { user, token } = await createUser(t);
    const first = await t.api.post('/api/addresses', home, { token, lang: 'en' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('The address has been saved');
    expect(first.body.data).toEqual({ id: expect.any(Number), ...home, isPrimary: true, createdAt: expect.any(String) });
    const second = await t.api.post('/api/addresses', work, { token });
    expect(second.body.data).toMatchObject({ ...work, isPrimary: false, postalCode: null, latitude: null, buildingNumber: null });
    const third = await t.api.post('/api/addresses', { ...work, title: 'الاستراحة', isPrimary: true }, { token });
    expect(third.body.data.isPrimary).toBe(true);
    expect(await primaries(user.id)).toEqual([third.body.data.id]);

    const list = await t.api.get('/api/addresses', { token });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([third.body.data.id, second.body.data.id, first.body.data.id]);

    const invalid = await t.api.post(
      '/api/addresses',
      { title: 'ب', street: 'شارع', city: 'جد', country: 'EG', postalCode: '1234', buildingNumber: '12', latitude: 100 },
      { token, lang: 'en' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      title: ['Must be at least 3 characters'],
      street: ['Must be at least 5 characters'],
      city: ['Must be at least 3 characters'],
      country: ['This value is not allowed'],
      buildingNumber: ['Must be 4 digits'],
      latitude: ['Must be at most 90'],
    });
    const saudiPostal = await t.api.post('/api/addresses', { ...home, postalCode: '1234' }, { token, lang: 'en' });
    expect(saudiPostal.body.errors).toEqual({ postalCode: ['Enter a valid postal code (5 digits in Saudi Arabia)'] });
    // a short address that does not match its form: its own translated message, and the saved address stays as it was
    const badShort = await t.api.put(
      `/api/addresses/${first.body.data.id}`,
      { ...home, shortAddress: 'RSL2715', city: 'Atlantis' },
      { token, lang: 'ar' },
    );
    expect(badShort.status).toBe(400);
    expect(badShort.body.errors).toEqual({
      shortAddress: ['العنوان المختصر غير صالح: 4 أحرف إنجليزية ثم 4 أرقام، مثل RRRD2929'],
      city: ['اختر مدينة من قائمة المدن السعودية'],
    });
    const unchanged = (await t.api.get('/api/addresses', { token })).body.data.find((a: { id: number }) => a.id === first.body.data.id);
    expect(unchanged).toMatchObject({ shortAddress: 'RSLA2715', city: 'الرياض' });
    const markup = await t.api.post('/api/addresses', { ...home, street: '<script>alert(1)</script>' }, { token });
    expect(Object.keys(markup.body.errors)).toEqual(['street']);
  });

  it('updates, makes primary and deletes; deleting the primary promotes the newest remaining address', async () => {
    const { user, token } = await createUser(t);
    const a = (await t.api.post('/api/addresses', home, { token })).body.data;
    const b = (await t.api.post('/api/addresses', work, { token })).body.data;
    const c = (await t.api.post('/api/addresses', { ...work, title: 'بيت العائلة' }, { token })).body.data;

    const edited = await t.api.put(`/api/addresses/${b.id}`, { ...work, street: 'طريق المدينة', isPrimary: false }, { token });
    expect(edited.body.data).toMatchObject({ street: 'طريق المدينة', isPrimary: false });
    // unticking the primary does not leave the customer without one
    const stillPrimary = await t.api.put(`/api/addresses/${a.id}`, { ...home, isPrimary: false }, { token });
    expect(stillPrimary.body.data.isPrimary).toBe(true);

    const made = await t.api.post(`/api/addresses/${b.id}/primary`, undefined, { token });
    expect(made.status).toBe(200);
    expect(made.body.data.isPrimary).toBe(true);
    expect(await primaries(user.id)).toEqual([b.id]);

    const removed = await t.api.delete(`/api/addresses/${b.id}`, { token });
    expect(removed.status).toBe(200);
    expect(await primaries(user.id)).toEqual([c.id]);
    await t.api.delete(`/api/addresses/${c.id}`, { token });
    await t.api.delete(`/api/addresses/${a.id}`, { token });
    expect((await t.api.get('/api/addresses', { token })).body.data).toEqual([]);
  });

  it("answers 404 for another customer's address on every route", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const address = (await t.api.post('/api/addresses', home, { token: alice.token })).body.data;
    const attempts = [
      t.api.get(`/api/addresses/${address.id}`, { token: bob.token }),
      t.api.put(`/api/addresses/${address.id}`, work, { token: bob.token }),
      t.api.post(`/api/addresses/${address.id}/primary`, undefined, { token: bob.token }),
      t.api.delete(`/api/addresses/${address.id}`, { token: bob.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ isSuccess: false, data: null });
    }
    expect((await t.api.get('/api/addresses', { token: bob.token })).body.data).toEqual([]);
    const untouched = await t.api.get(`/api/addresses/${address.id}`, { token: alice.token });
    expect(untouched.body.data).toMatchObject({ street: home.street, isPrimary: true });
  });

  it('keeps exactly one primary address under concurrent changes', async () => {
    const { user, token } = await createUser(t);
    const ids: number[] = [];
    for (const title of ['المنزل', 'العمل', 'الاستراحة', 'بيت الأهل'])
      ids.push((await t.api.post('/api/addresses', { ...work, title }, { token })).body.data.id);
    for (let round = 0; round < 8; round++) {
      const [x, y] = [ids[round % 4], ids[(round + 1) % 4]];
      const answers = await Promise.all([
        t.api.post(`/api/addresses/${x}/primary`, undefined, { token }),
        t.api.put(`/api/addresses/${y}`, { ...work, title: 'محدث', isPrimary: true }, { token }),
        t.api.post('/api/addresses', { ...work, title: `جديد ${round}`, isPrimary: true }, { token }).then(async (res) => {
          ids.push(res.body.data.id);
          return res;
        }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 201]);
      expect(await primaries(user.id)).toHaveLength(1);
      // the other addresses are left: remove the newest so the limit is never reached
      const newest = ids.pop()!;
      expect((await t.api.delete(`/api/addresses/${newest}`, { token })).status).toBe(200);
      expect(await primaries(user.id)).toHaveLength(1);
    }
  });

  it(`refuses more than ${MAX_ADDRESSES} addresses`, async () => {
    const { user, token } = await createUser(t);
    await t.db.query(
      `INSERT INTO addresses ("userId", title, street, city, country) SELECT $1, 'عنوان ' || i, 'شارع رقم ' || i, 'الرياض', 'SA' FROM generate_series(1, $2) i`,
      [user.id, MAX_ADDRESSES],
    );
    const res = await t.api.post('/api/addresses', work, { token, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`You can save at most ${MAX_ADDRESSES} addresses`);
  });
});
