import { createUser } from '../testing/fixtures.js';
import { startSmtp, type ReceivedMail } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** A MIME message's text, quoted-printable decoded (nodemailer's encoding for UTF-8 bodies). */
function decoded(mail: ReceivedMail): string {
  const soft = mail.raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const unsubscribePath = (mail: ReceivedMail) => {
  const match = decoded(mail).match(/\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9._-]+/);
  if (!match) throw new Error('no unsubscribe link in the mail');
  return match[0];
};

describe('newsletter and contact with a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
    admin = (await createUser(t, 'Admin')).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.db.query(`DELETE FROM rate_limits`));

  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
  const status = async (email: string) =>
    (await t.db.query(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email]))[0]?.status;

  it('subscribes idempotently: one welcome mail, whose unsubscribe link works without login', async () => {
    const first = await t.api.post(
      '/api/newsletter/subscribe',
      { email: 'Reader@Example.com', consent: 'marketing-2026-11' },
      { lang: 'en' },
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isSuccess: true, data: true, message: 'You are subscribed to our newsletter. Thank you!', errors: null });
    const again = await t.api.post(
      '/api/newsletter/subscribe',
      { email: 'reader@example.com', consent: 'marketing-2026-11' },
      { lang: 'en' },
    );
    expect(again.body).toEqual(first.body);

    const welcome = await smtp.waitFor((m) => m.to.includes('reader@example.com'));
    expect(decoded(welcome)).toContain('Thank you for subscribing to the Ward newsletter.');
    expect(decoded(welcome)).toContain('شكراً لاشتراكك في نشرة ورد البريدية.');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('reader@example.com')).toHaveLength(1);
    expect(await status('reader@example.com')).toBe('subscribed');

    const link = unsubscribePath(welcome);
    const page = await t.api.get(link, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('تم إلغاء اشتراكك في النشرة البريدية');
    expect(page.body).toContain('You have been unsubscribed from our newsletter');
    expect(await status('reader@example.com')).toBe('unsubscribed');
    const twice = await t.api.get(link, { lang: 'en' });
    expect(twice.body).toMatchObject({ isSuccess: true, message: 'You have been unsubscribed from our newsletter' });

    // subscribing again after leaving sends a new welcome
    await t.api.post('/api/newsletter/subscribe', { email: 'reader@example.com', consent: 'marketing-2026-11' });
    await smtp.waitFor(() => mailsTo('reader@example.com').length === 2);
    expect(await status('reader@example.com')).toBe('subscribed');
    const viaApi = await t.api.post('/api/newsletter/unsubscribe', { token: link.split('token=')[1] }, { lang: 'en' });
    expect(viaApi.body).toMatchObject({ isSuccess: true, data: true });
    expect(await status('reader@example.com')).toBe('unsubscribed');
  });

  it('refuses an unsubscribe token it did not sign, and validates the email', async () => {
    await t.api.post('/api/newsletter/subscribe', { email: 'victim@example.com', consent: 'marketing-2026-11' });
    const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    const html = await t.api.get(`/api/newsletter/unsubscribe?token=${forged}`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(400);
    expect(html.body).toContain('رابط إلغاء الاشتراك غير صالح');
    const json = await t.api.get(`/api/newsletter/unsubscribe?token=${forged}`, { lang: 'en' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ isSuccess: false, message: 'This unsubscribe link is not valid' });
    expect((await t.api.get('/api/newsletter/unsubscribe')).status).toBe(400);
    // a real token for another address cannot be bent to this one
    const other = await smtp.waitFor((m) => m.to.includes('victim@example.com'));
    const [, signature] = unsubscribePath(other).split('token=')[1].split('.');
    const swapped = `${Buffer.from('someone@example.com').toString('base64url')}.${signature}`;
    expect((await t.api.post('/api/newsletter/unsubscribe', { token: swapped })).status).toBe(400);
    expect(await status('victim@example.com')).toBe('subscribed');

    const invalid = await t.api.post('/api/newsletter/subscribe', { email: 'not-an-email', consent: 'marketing-2026-11' }, { lang: 'en' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ email: ['Enter a valid email address'] });
  });

  it('rate limits subscriptions per IP', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (await t.api.post('/api/newsletter/subscribe', { email: `flood-${i}@example.com`, consent: 'marketing-2026-11' })).status,
      );
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("lists subscribers for the admin, with filters, for react-admin's CSV export", async () => {
    const list = await t.api.get(
      `/api/admin/newsletter-subscribers?filter=${encodeURIComponent('{"status":"unsubscribed"}')}&range=[0,999]`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.map((s: { email: string }) => s.email)).toEqual(['reader@example.com']);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      email: 'reader@example.com',
      status: 'unsubscribed',
      language: 'ar',
      createdAt: expect.any(String),
      unsubscribedAt: expect.any(String),
    });
    const searched = await t.api.get(`/api/admin/newsletter-subscribers?filter=${encodeURIComponent('{"q":"VICTIM"}')}`, { token: admin });
    expect(searched.headers.get('content-range')).toBe('newsletter-subscribers 0-0/1');
    const removed = await t.api.delete(`/api/admin/newsletter-subscribers/${searched.body[0].id}`, { token: admin });
    expect(removed.body.email).toBe('victim@example.com');
    expect(await status('victim@example.com')).toBeUndefined();
  });

  it("stores a contact message and mails it to the settings' contact address", async () => {
    const settings = (await t.api.get('/api/admin/settings', { token: admin })).body;
    await t.api.put('/api/admin/settings', { ...settings, contactEmail: 'care@shop.test' }, { token: admin });
    const message = {
      name: 'Mona',
      email: 'Mona@Example.com',
      phone: '0561234567',
      subject: 'سؤال عن\nالعود',
      message: 'هل يتوفر دهن العود الكمبودي بحجم 12 مل؟\nشكراً لكم',
    };
    const res = await t.api.post('/api/contact', message, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSuccess: true,
      data: { id: expect.any(Number) },
      message: 'We received your message and will get back to you soon',
    });

    const mail = await smtp.waitFor((m) => m.to.includes('care@shop.test'));
    const text = decoded(mail);
    expect(text).toContain('mona@example.com');
    expect(text).toContain('+966561234567');
    expect(text).toContain('هل يتوفر دهن العود الكمبودي بحجم 12 مل؟');
    expect(text).toContain('From: Mona <mona@example.com>');

    const stored = await t.api.get(`/api/admin/contact-messages/${res.body.data.id}`, { token: admin });
    expect(stored.body).toEqual({
      id: res.body.data.id,
      name: 'Mona',
      email: 'mona@example.com',
      phone: '+966561234567',
      subject: 'سؤال عن العود',
      message: message.message,
      isRead: false,
      createdAt: expect.any(String),
    });
  });

  it('validates the contact form and rate limits it per sender and per IP', async () => {
    const invalid = await t.api.post('/api/contact', { name: 'M', email: 'x', message: 'short' }, { lang: 'en' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Enter a valid email address'],
      message: ['Must be at least 10 characters'],
    });
    const body = { name: 'Fahad', email: 'fahad@example.com', message: 'أريد الاستفسار عن الفروع' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await t.api.post('/api/contact', body));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3].headers.get('retry-after')).toBe('600');
    // a fifth message from the same IP with another sender is still allowed, the sixth is not
    expect((await t.api.post('/api/contact', { ...body, email: 'other@example.com' })).status).toBe(200);
    expect((await t.api.post('/api/contact', { ...body, email: 'third@example.com' })).status).toBe(429);
  });

  it('lists contact messages for the admin: search, unread filter, mark read, delete', async () => {
    const all = await t.api.get('/api/admin/contact-messages?range=[0,999]', { token: admin });
    expect(all.headers.get('content-range')).toMatch(/^contact-messages 0-\d+\/\d+$/);
    const mona = await t.api.get(`/api/admin/contact-messages?filter=${encodeURIComponent('{"q":"الكمبودي"}')}`, { token: admin });
    expect(mona.body).toHaveLength(1);
    const read = await t.api.put(`/api/admin/contact-messages/${mona.body[0].id}`, { ...mona.body[0], isRead: true }, { token: admin });
    expect(read.body.isRead).toBe(true);
    const unread = await t.api.get(`/api/admin/contact-messages?filter=${encodeURIComponent('{"isRead":false}')}&range=[0,999]`, {
      token: admin,
    });
    expect(unread.body.map((m: { id: number }) => m.id)).not.toContain(mona.body[0].id);
    expect(unread.body.length).toBe(all.body.length - 1);
    expect((await t.api.delete(`/api/admin/contact-messages/${mona.body[0].id}`, { token: admin })).status).toBe(200);
    expect((await t.api.get(`/api/admin/contact-messages/${mona.body[0].id}`, { token: admin })).status).toBe(404);
  });
});
