import { recordFigures } from '../support/figures.js';
import { createServer, type Server, type Socket } from 'node:net';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { freePort, login } from '../support/server.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { findResetCode, startSmtp, type SmtpReceiver } from '../support/smtp.js';
import { until } from '../../server/src/testing/until.js';
import { catalogueForTraffic, registerCustomers, SA_ADDRESS } from '../support/traffic.js';

/**
 * SMTP down (issue 7 §4): orders, registrations and password resets still succeed — promptly,
 * whether the mail server refuses connections or accepts them and never answers — their mails
 * wait as `pending` in `mail_outbox`, and once SMTP is back the retry timer delivers each exactly
 * once, although two instances share the outbox.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The decoded Subject header of a raw mail (RFC 2047 encoded words, folded lines). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.match(/^Subject: (.*)$/im)?.[1] ?? '';
  return line.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

interface OutboxRow {
  id: number;
  to: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

describe('SMTP down: the shop keeps selling and mails wait in the outbox', () => {
  let pg: TestPostgres;
  let smtpPort: number;
  const shops: ShopProcess[] = [];
  let smtp: SmtpReceiver | null = null;
  let hung: Server | null = null;
  const hungSockets: Socket[] = [];
  let customers: string[];
  let products: number[];
  let firstOutboxId = 0;

  const outbox = () =>
    pg.query<OutboxRow>(
      `SELECT id, "to", template, status, attempts, "lastError" FROM mail_outbox WHERE id > $1 ORDER BY id`,
      [firstOutboxId],
      'ward',
    );

  async function order(shop: ShopProcess, token: string, key: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify({ items: [{ productId: products[0], quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  }

  async function forgot(shop: ShopProcess, email: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const res = await fetch(`${shop.url}/api/Auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  }

  beforeAll(async () => {
    pg = await startPostgres();
    smtpPort = await freePort(); // nothing listens there yet: connections are refused
    const databaseUrl = await pg.createDatabase('ward');
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_MS: '1000' };
    shops.push(await startShopProcess({ databaseUrl, env }));
    // the second instance starts on the seeded database (it finds the demo shop and seeds nothing)
    shops.push(await startShopProcess({ databaseUrl, env }));
    [{ id: firstOutboxId }] = await pg.query<{ id: number }>(`SELECT coalesce(max(id), 0)::int AS id FROM mail_outbox`, [], 'ward');
    products = (await catalogueForTraffic(shops[0].url)).products;
  }, 240_000);

  afterAll(async () => {
    for (const s of shops) await s.stop();
    hung?.close();
    for (const s of hungSockets) s.destroy();
    await smtp?.close();
    await pg?.destroy();
  }, 60_000);

  it('SMTP refusing connections: register, order and reset answer at once; their mails stay pending with the reason', async () => {
    const started = performance.now();
    customers = await registerCustomers(shops[0].url, 2, 'smtp');
    expect(performance.now() - started).toBeLessThan(10_000);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => order(shops[i % 2], customers[i % 2], `smtp-refused-${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
    const reset = await forgot(shops[1], 'load-smtp-0@example.com');
    expect(reset.status).toBe(200);
    expect(reset.ms).toBeLessThan(5_000);

    // the reset code's mail is written after the answer (an unknown account answers the same, in the same time)
    await until(async () => (await outbox()).length >= 9, 20_000, 'the reset code in the outbox');
    const rows = await outbox();
    expect(rows.map((r) => r.template).sort()).toEqual([...Array(6).fill('order-placed'), 'resetCode', 'welcome', 'welcome'].sort());
    // every delivery is tried at once (on the job queue) and fails for a reason an admin can read
    await until(async () => (await outbox()).every((r) => r.attempts >= 1 && !!r.lastError), 20_000, 'a first delivery attempt of every mail');
    for (const row of await outbox()) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
  });

  it('SMTP accepting connections and never answering: orders and resets still answer within seconds', async () => {
    hung = createServer((socket) => hungSockets.push(socket)); // no greeting, ever
    await new Promise<void>((done) => hung!.listen(smtpPort, '127.0.0.1', () => done()));
    const answers = await Promise.all([0, 1, 2, 3].map((i) => order(shops[i % 2], customers[i % 2], `smtp-hung-${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
    const reset = await forgot(shops[0], 'load-smtp-1@example.com');
    expect(reset.status).toBe(200);
    expect(reset.ms).toBeLessThan(5_000);
    expect((await outbox()).every((r) => r.status === 'pending')).toBe(true);
    // the shop still sells meanwhile: the catalogue and logins answer as usual
    expect((await fetch(`${shops[1].url}/api/products?pageSize=1`)).status).toBe(200);
    expect(await login(shops[1].url, 'admin@ward.sa', 'Admin#2026')).toMatch(/^ey/);
  }, 60_000);

  it('SMTP back: the retry timers of both instances deliver every waiting mail exactly once, and the emailed reset code works', async () => {
    await new Promise<void>((done) => hung!.close(() => done()));
    for (const s of hungSockets) s.destroy();
    hung = null;
    smtp = await startSmtp({ port: smtpPort });
    const back = performance.now();

    const expected = await outbox();
    expect(expected).toHaveLength(14);
    let rows = expected;
    while (rows.some((r) => r.status !== 'sent') && performance.now() - back < 90_000) {
      await sleep(250);
      rows = await outbox();
    }
    const deliveredAfterMs = Math.round(performance.now() - back);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    await sleep(1_500); // a duplicate would arrive now
    // exactly one mail received per outbox row, per recipient
    const count = (xs: string[]) => xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});
    expect(smtp.mails).toHaveLength(rows.length);
    expect(count(smtp.mails.flatMap((m) => m.to))).toEqual(count(rows.map((r) => r.to)));

    // the reset code mailed while SMTP was away still resets the password
    const mail = smtp.mails.find((m) => m.to.includes('load-smtp-1@example.com') && subjectOf(m.raw).includes('Your password reset code'));
    expect(mail).toBeDefined();
    const code = findResetCode(mail!.raw);
    const reset = await fetch(`${shops[1].url}/api/Auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'load-smtp-1@example.com', Token: code, NewPassword: 'after-the-outage-1' }),
    });
    expect(reset.status).toBe(200);
    expect(await login(shops[0].url, 'load-smtp-1@example.com', 'after-the-outage-1')).toMatch(/^ey/);
    recordFigures('smtp-down', { mails: rows.length, deliveredAfterSmtpBackMs: deliveredAfterMs, attempts: rows.map((r) => r.attempts) });
  }, 120_000);
});
