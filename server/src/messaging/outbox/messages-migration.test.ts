import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startUnifonicStandIn, type UnifonicStandIn } from '../../../../test/stand-ins/unifonic/server.mjs';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../../test/stand-ins/whatsapp/server.mjs';
import { SecretBox } from '../../common/secret-box.js';
import { OneOutbox1764500000027 } from '../../database/migrations/1764500000027-one-outbox.js';
import { migrations } from '../../database/migrations/index.js';
import { startSmtp, type SmtpReceiver } from '../../testing/smtp.js';
import { createEmptyDatabase, startOn, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { whatsAppConfigFor } from '../../testing/whatsapp-config.js';

jest.setTimeout(120_000);

const DATA_KEY = 'outbox-migration-data-key-0123456789';
const box = new SecretBox(DATA_KEY);
const SEALED = box.seal('رمزك 246810', 'sms_outbox.body');
const HOUR_AGO = new Date(Date.now() - 3_600_000);

/** Rows as the three outboxes held them before issue 27: overlapping ids, every status, a secret of each kind. */
async function seedOldOutboxes(db: DataSource): Promise<void> {
  const mail = `INSERT INTO mail_outbox (id, "to", subject, text, html, template, status, attempts, "lastError", "sentAt", "createdAt", "maskedText", "maskedHtml")
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;
  await db.query(mail, [
    1,
    'kept@example.com',
    'Welcome',
    'code 111111',
    '<p>111111</p>',
    'welcome',
    'kept',
    0,
    null,
    null,
    HOUR_AGO,
    null,
    null,
  ]);
  await db.query(mail, [
    2,
    'sent@example.com',
    'Reset',
    'code ••••••',
    '<p>••••••</p>',
    'resetCode',
    'sent',
    2,
    null,
    HOUR_AGO,
    HOUR_AGO,
    null,
    null,
  ]);
  await db.query(mail, [
    7,
    'waiting@example.com',
    'Your password reset code',
    'code 654321',
    '<b>654321</b>',
    'resetCode',
    'pending',
    3,
    'connect ECONNREFUSED 127.0.0.1:9',
    null,
    HOUR_AGO,
    'code ••••••',
    '<b>••••••</b>',
  ]);
  const sms = `INSERT INTO sms_outbox (id, "to", template, preview, "sealedBody", status, attempts, "lastError", "providerMessageId", "createdAt", "sentAt")
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
  await db.query(sms, [
    1,
    '+966551230001',
    'code.sign-in',
    'رمزك ••••••',
    SEALED,
    'pending',
    1,
    'Unifonic answered HTTP 503',
    null,
    HOUR_AGO,
    null,
  ]);
  await db.query(sms, [2, '+966551230004', 'backInStock', 'عاد العطر', null, 'sent', 1, null, '9001', HOUR_AGO, HOUR_AGO]);
  await db.query(sms, [9, '+971501230005', 'code.sign-in', 'رمزك ••••••', null, 'refused', 0, 'budget:country', null, HOUR_AGO, null]);
  const wa = `INSERT INTO whatsapp_outbox (id, "to", template, "templateName", language, parameters, status, attempts, "lastError", "providerMessageId",
                                           "createdAt", "sentAt", "statusAt")
              VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;
  await db.query(wa, [
    1,
    '+966551230002',
    'placed',
    'ward_order_placed',
    'ar',
    JSON.stringify(['سارة', 'W-1', '10.00']),
    'read',
    1,
    null,
    'wamid.OLD1',
    HOUR_AGO,
    HOUR_AGO,
    HOUR_AGO,
  ]);
  await db.query(wa, [
    4,
    '+966551230003',
    'paid',
    'ward_order_paid',
    'en',
    JSON.stringify(['Omar', 'W-2', '25.00']),
    'pending',
    2,
    'HTTP 500',
    null,
    HOUR_AGO,
    null,
    null,
  ]);
}

type Row = Record<string, unknown>;
const table = (db: DataSource, name: string): Promise<Row[]> => db.query(`SELECT * FROM ${name} ORDER BY id`);
const withoutId = (rows: Row[]) => rows.map(({ id: _id, ...rest }) => rest);

/**
 * Issue 27 §4: the migration to one outbox moves every row of the three old outboxes (an older
 * schema with rows, migrated, read back through the new table and the old names), keeps every
 * secret as it was, goes back down and up again, and the shop then delivers what was waiting.
 */
describe('moving the three outboxes into messages', () => {
  const oneOutbox = migrations.indexOf(OneOutbox1764500000027);
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let db: DataSource;
  let t: TestApp | undefined;
  let smtp: SmtpReceiver;
  let unifonic: UnifonicStandIn;
  let meta: WhatsAppStandIn;
  const before: Record<string, Row[]> = {};

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const old = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: migrations.slice(0, oneOutbox),
      migrationsTransactionMode: 'each',
    });
    await old.initialize();
    await old.runMigrations();
    await seedOldOutboxes(old);
    for (const name of ['mail_outbox', 'sms_outbox', 'whatsapp_outbox']) before[name] = await table(old, name);
    await old.destroy();
    // up to the one outbox: later migrations run when the shop starts on this database
    db = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: migrations.slice(0, oneOutbox + 1),
      migrationsTransactionMode: 'each',
    });
    await db.initialize();
  }, 120_000);
  afterAll(async () => {
    if (db.isInitialized) await db.destroy();
    if (t) await t.close();
    else await database.drop();
    await Promise.all([smtp?.close(), unifonic?.close(), meta?.close()]);
  }, 60_000);

  it('moves every row, mails keeping their ids, texts and WhatsApp messages numbered after every old id', async () => {
    expect((await db.runMigrations()).map((m) => m.name)).toEqual([OneOutbox1764500000027.name]);

    const kinds: Array<{ relname: string; relkind: string }> = await db.query(
      `SELECT relname, relkind FROM pg_class WHERE relname IN ('messages', 'mail_outbox', 'sms_outbox', 'whatsapp_outbox') ORDER BY relname`,
    );
    expect(kinds).toEqual([
      { relname: 'mail_outbox', relkind: 'v' },
      { relname: 'messages', relkind: 'r' },
      { relname: 'sms_outbox', relkind: 'v' },
      { relname: 'whatsapp_outbox', relkind: 'v' },
    ]);
    // the old names read the same rows, column for column
    expect(await table(db, 'mail_outbox')).toEqual(before.mail_outbox);
    expect(withoutId(await table(db, 'sms_outbox'))).toEqual(withoutId(before.sms_outbox));
    expect(withoutId(await table(db, 'whatsapp_outbox'))).toEqual(withoutId(before.whatsapp_outbox));

    const moved: Array<{ id: number; channel: string; recipient: string }> = await db.query(
      `SELECT id, channel, recipient FROM messages ORDER BY id`,
    );
    expect(moved.map((m) => [m.id, m.channel])).toEqual([
      [1, 'mail'],
      [2, 'mail'],
      [7, 'mail'],
      [10, 'sms'],
      [11, 'sms'],
      [12, 'sms'],
      [13, 'whatsapp'],
      [14, 'whatsapp'],
    ]);
    const [text] = await db.query(
      `SELECT body, "sealedBody", status, attempts, "lastError" FROM messages WHERE recipient = '+966551230001'`,
    );
    expect(text).toEqual({
      body: 'رمزك ••••••',
      sealedBody: SEALED,
      status: 'pending',
      attempts: 1,
      lastError: 'Unifonic answered HTTP 503',
    });
    const [mail] = await db.query(`SELECT body, html, "maskedBody", "maskedHtml" FROM messages WHERE id = 7`);
    expect(mail).toEqual({ body: 'code 654321', html: '<b>654321</b>', maskedBody: 'code ••••••', maskedHtml: '<b>••••••</b>' });
  });

  it('goes back down to the three tables with the same rows, and up again', async () => {
    await db.undoLastMigration({ transaction: 'each' });
    const kinds: Array<{ relname: string }> = await db.query(
      `SELECT relname FROM pg_class WHERE relname IN ('messages', 'mail_outbox', 'sms_outbox', 'whatsapp_outbox') AND relkind = 'r' ORDER BY relname`,
    );
    expect(kinds.map((k) => k.relname)).toEqual(['mail_outbox', 'sms_outbox', 'whatsapp_outbox']);
    expect(await table(db, 'mail_outbox')).toEqual(before.mail_outbox);
    expect(withoutId(await table(db, 'sms_outbox'))).toEqual(withoutId(before.sms_outbox));
    expect(withoutId(await table(db, 'whatsapp_outbox'))).toEqual(withoutId(before.whatsapp_outbox));
    await db.runMigrations();
    expect(await table(db, 'mail_outbox')).toEqual(before.mail_outbox);
    await db.destroy();
  });

  it('the shop then delivers what was waiting, once, and nothing else: the text sealed before the move opens after it', async () => {
    [smtp, unifonic, meta] = await Promise.all([startSmtp(), startUnifonicStandIn({ senders: ['Ward'] }), startWhatsAppStandIn()]);
    t = await startOn(database, {
      dataKey: DATA_KEY,
      smtpUrl: smtp.url,
      mailRetryMs: 1000,
      sms: { provider: 'unifonic', appSid: unifonic.appSid, senderId: 'Ward', baseUrl: unifonic.url, retrySeconds: 1 },
      whatsapp: whatsAppConfigFor(meta),
    });
    const waiting = ['waiting@example.com', '+966551230001', '+966551230003'];
    const statuses = async () =>
      (await t!.db.query(`SELECT status FROM messages WHERE recipient = ANY($1)`, [waiting])).map((r: { status: string }) => r.status);
    await until(async () => (await statuses()).every((s: string) => s === 'sent'), 30_000, 'the waiting messages sent');

    expect(smtp.mails.map((m) => m.to)).toEqual([['waiting@example.com']]);
    expect(unifonic.messages.map((m) => [m.Recipient, m.Body])).toEqual([['966551230001', 'رمزك 246810']]);
    expect(meta.messages.map((m) => [m.to, m.name, m.parameters])).toEqual([['966551230003', 'ward_order_paid', ['Omar', 'W-2', '25.00']]]);
    // the attempts before the move count on
    const [mail] = await t.db.query(`SELECT text, html, "maskedText", attempts FROM mail_outbox WHERE "to" = 'waiting@example.com'`);
    expect(mail).toEqual({ text: 'code ••••••', html: '<b>••••••</b>', maskedText: null, attempts: 4 });
    const [text] = await t.db.query(`SELECT preview, "sealedBody", attempts FROM sms_outbox WHERE "to" = '+966551230001'`);
    expect(text).toEqual({ preview: 'رمزك ••••••', sealedBody: null, attempts: 2 });
    // the rest stayed as they were
    expect(await t.db.query(`SELECT status FROM messages WHERE recipient <> ALL($1) ORDER BY id`, [waiting])).toEqual(
      ['kept', 'sent', 'sent', 'refused', 'read'].map((status) => ({ status })),
    );
  });
});
