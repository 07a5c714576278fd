import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { CUSTOMERS_COUNTED_UP_TO } from './customers.service.js';
import { phonePrefix } from './customer-search.js';

/** Issue 19 §7: the back office finds a customer among many by part of a name, an email or a phone in any written form. */
describe('customer search in the back office', () => {
  let t: TestApp;
  let admin: string;
  let noura: number;
  let khalid: number;
  const search = (q: string) =>
    t.api.get(`/api/admin/customers?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token: admin });
  const ids = async (q: string) => (await search(q)).body.map((c: { id: number }) => c.id);

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    const create = async (body: object) => (await t.api.post('/api/admin/customers', body, { token: admin })).body.id as number;
    noura = await create({ name: 'Noura Al-Qahtani', email: 'noura.q@example.com', password: 'secret1', phone: '0509876543' });
    khalid = await create({ name: 'خالد العتيبي', email: 'khalid@ward-mail.sa', password: 'secret1', phone: '+966551234567' });
    // a crowd sharing a first name, more than the list counts exactly
    await t.db.query(
      `INSERT INTO users (name, email, phone, role, status, "passwordHash")
       SELECT 'Omar Crowd ' || k, 'omar' || k || '@crowd.example', '+9665' || lpad(k::text, 8, '0'), 'Customer', 'Active', 'x'
       FROM generate_series(1, $1::int) k`,
      [CUSTOMERS_COUNTED_UP_TO + 300],
    );
    await t.db.query(`ANALYZE users`);
  });
  afterAll(() => t.close());

  it('finds by part of a name, in Arabic and in Latin letters of any case', async () => {
    expect(await ids('qahtan')).toEqual([noura]);
    expect(await ids('NOURA AL')).toEqual([noura]);
    expect(await ids('العتيبي')).toEqual([khalid]);
    expect(await ids('خالد')).toEqual([khalid]);
  });

  it('finds by an email, its start or a part of it', async () => {
    expect(await ids('noura.q@example.com')).toEqual([noura]);
    expect(await ids('Noura.Q@exam')).toEqual([noura]);
    expect(await ids('ward-mail')).toEqual([khalid]);
    expect(await ids('nobody@example.com')).toEqual([]);
  });

  it('finds a mobile written as +966, 966, 00966 or 05, with spaces, or by its last digits', async () => {
    for (const q of ['+966509876543', '966509876543', '00966509876543', '0509876543', '050 987 6543', '05098', '9876543'])
      expect({ q, found: await ids(q) }).toEqual({ q, found: [noura] });
    expect(await ids('0551234567')).toEqual([khalid]);
    // typed on an Arabic keyboard
    expect(await ids('٠٥٠٩٨٧٦٥٤٣')).toEqual([noura]);
    expect(await ids('٩٨٧٦٥٤٣')).toEqual([noura]);
    expect(await ids('0559999999')).toEqual([]);
  });

  it('counts few matches exactly and many as an estimate the back office shows as "about"', async () => {
    const few = await search('qahtan');
    expect(few.headers.get('content-range')).toBe('customers 0-0/1');
    expect(few.headers.get('x-total-estimated')).toBeNull();
    const many = await search('omar crowd');
    expect(many.body).toHaveLength(10);
    expect(many.headers.get('x-total-estimated')).toBe('true');
    const estimate = Number(many.headers.get('content-range')?.split('/')[1]);
    expect(estimate).toBeGreaterThan(CUSTOMERS_COUNTED_UP_TO);
    const byPhone = await search('+9665000');
    expect(byPhone.headers.get('x-total-estimated')).toBe('true');
    expect(byPhone.body).toHaveLength(10);
  });

  it('reads a typed number as the start of a stored E.164 number, or as any part of one', () => {
    expect(phonePrefix('05 0987')).toBe('+96650987');
    expect(phonePrefix('00966 5')).toBe('+9665');
    expect(phonePrefix('9665')).toBe('+9665');
    expect(phonePrefix('+971 50')).toBe('+97150');
    expect(phonePrefix('87654')).toBeNull();
    expect(phonePrefix('٠٥٠ ٩٨٧')).toBe('+96650987');
  });
});
