import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One outbox (issue 27 §4): `mail_outbox`, `sms_outbox` and `whatsapp_outbox` become one `messages`
 * table with a channel. Every row moves as it is: secrets stay as they were (a reset code masked
 * once its mail left, an SMS's text sealed with DATA_KEY under the same context until sent). Mails
 * keep their ids; texts and WhatsApp messages get new ones above every old id, so no id (nor
 * Unifonic's `sms-{id}` correlation id) is used twice. Pending messages are queued again by the
 * outbox when it starts (their old jobs named the old tables' ids).
 *
 * The old names stay as read-only views over `messages`, with the old columns: a compatibility
 * layer for SQL that reads them (the tests' checks, an operator's queries). The shop itself reads
 * and writes `messages` only.
 */
export class OneOutbox1764500000027 implements MigrationInterface {
  name = 'OneOutbox1764500000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages (
        id serial PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('mail', 'sms', 'whatsapp')),
        recipient text NOT NULL,
        template text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'kept', 'refused')),
        attempts int NOT NULL DEFAULT 0,
        "lastError" text,
        "providerMessageId" text,
        subject text,
        body text,
        html text,
        "maskedBody" text,
        "maskedHtml" text,
        "sealedBody" text,
        "templateName" text,
        language text CHECK (language IN ('ar', 'en')),
        parameters jsonb,
        "orderId" int REFERENCES orders(id) ON DELETE SET NULL,
        "userId" int REFERENCES users(id) ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz,
        "statusAt" timestamptz,
        CONSTRAINT messages_mail CHECK (channel <> 'mail' OR (subject IS NOT NULL AND body IS NOT NULL AND html IS NOT NULL)),
        CONSTRAINT messages_sms CHECK (channel <> 'sms' OR body IS NOT NULL),
        CONSTRAINT messages_whatsapp CHECK (channel <> 'whatsapp' OR ("templateName" IS NOT NULL AND language IS NOT NULL AND parameters IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX messages_status ON messages (status, "createdAt")`);
    await q.query(`CREATE INDEX messages_channel ON messages (channel, "createdAt")`);
    await q.query(`CREATE INDEX messages_order ON messages ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX messages_provider_id ON messages (channel, "providerMessageId")`);

    await q.query(`
      INSERT INTO messages (id, channel, recipient, template, status, attempts, "lastError", subject, body, html, "maskedBody", "maskedHtml", "createdAt", "sentAt")
      SELECT id, 'mail', "to", template, status, attempts, "lastError", subject, text, html, "maskedText", "maskedHtml", "createdAt", "sentAt"
      FROM mail_outbox ORDER BY id`);
    // the next id comes after every id of the three tables
    await q.query(`
      SELECT setval(pg_get_serial_sequence('messages', 'id'), greatest(top, 1), top > 0)
      FROM (SELECT greatest((SELECT max(id) FROM mail_outbox), (SELECT max(id) FROM sms_outbox), (SELECT max(id) FROM whatsapp_outbox), 0) AS top) t`);
    await q.query(`
      INSERT INTO messages (channel, recipient, template, status, attempts, "lastError", "providerMessageId", body, "sealedBody", "createdAt", "sentAt")
      SELECT 'sms', "to", template, status, attempts, "lastError", "providerMessageId", preview, "sealedBody", "createdAt", "sentAt"
      FROM sms_outbox ORDER BY id`);
    await q.query(`
      INSERT INTO messages (channel, recipient, template, status, attempts, "lastError", "providerMessageId", "templateName", language, parameters,
                            "orderId", "userId", "createdAt", "sentAt", "statusAt")
      SELECT 'whatsapp', "to", template, status, attempts, "lastError", "providerMessageId", "templateName", language, parameters,
             "orderId", "userId", "createdAt", "sentAt", "statusAt"
      FROM whatsapp_outbox ORDER BY id`);
    await q.query(`DROP TABLE mail_outbox, sms_outbox, whatsapp_outbox`);
    await createViews(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW mail_outbox, sms_outbox, whatsapp_outbox`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        template text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts int NOT NULL DEFAULT 0,
        "lastError" text,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "maskedText" text,
        "maskedHtml" text
      )`);
    await q.query(`CREATE INDEX mail_outbox_status ON mail_outbox (status)`);
    await q.query(`
      CREATE TABLE sms_outbox (
        id serial PRIMARY KEY,
        "to" text NOT NULL,
        template text NOT NULL,
        preview text NOT NULL,
        "sealedBody" text,
        status text NOT NULL CONSTRAINT sms_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed', 'kept', 'refused')),
        attempts int NOT NULL DEFAULT 0,
        "lastError" text,
        "providerMessageId" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz
      )`);
    await q.query(`CREATE INDEX sms_outbox_status ON sms_outbox (status, "createdAt")`);
    await q.query(`
      CREATE TABLE whatsapp_outbox (
        id serial PRIMARY KEY,
        "to" text NOT NULL,
        template text NOT NULL,
        "templateName" text NOT NULL,
        language text NOT NULL CHECK (language IN ('ar', 'en')),
        parameters jsonb NOT NULL DEFAULT '[]',
        "orderId" int REFERENCES orders(id) ON DELETE SET NULL,
        "userId" int REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'kept')),
        attempts int NOT NULL DEFAULT 0,
        "lastError" text,
        "providerMessageId" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz,
        "statusAt" timestamptz
      )`);
    await q.query(`CREATE INDEX whatsapp_outbox_status ON whatsapp_outbox (status, "createdAt")`);
    await q.query(`CREATE INDEX whatsapp_outbox_order ON whatsapp_outbox ("orderId")`);
    await q.query(`CREATE UNIQUE INDEX whatsapp_outbox_provider_id ON whatsapp_outbox ("providerMessageId")`);
    for (const channel of ['mail', 'sms', 'whatsapp']) {
      const view = `${channel}_outbox`;
      const columns = (await q.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [view],
      )) as Array<{ column_name: string }>;
      const list = columns.map((c) => `"${c.column_name}"`).join(', ');
      await q.query(`INSERT INTO ${view} (${list}) SELECT ${list} FROM (${VIEWS[channel as keyof typeof VIEWS]}) old ORDER BY id`);
      await q.query(`SELECT setval(pg_get_serial_sequence('${view}', 'id'), greatest((SELECT max(id) FROM ${view}), 1))`);
    }
    await q.query(`DROP TABLE messages`);
  }
}

/** Each old table's columns over `messages`, as it had them. */
const VIEWS = {
  mail: `SELECT id, recipient AS "to", subject, body AS text, html, template, status, attempts, "lastError", "sentAt", "createdAt",
                "maskedBody" AS "maskedText", "maskedHtml"
         FROM messages WHERE channel = 'mail'`,
  sms: `SELECT id, recipient AS "to", template, body AS preview, "sealedBody", status, attempts, "lastError", "providerMessageId",
               "createdAt", "sentAt"
        FROM messages WHERE channel = 'sms'`,
  whatsapp: `SELECT id, recipient AS "to", template, "templateName", language, parameters, "orderId", "userId", status, attempts, "lastError",
                    "providerMessageId", "createdAt", "sentAt", "statusAt"
             FROM messages WHERE channel = 'whatsapp'`,
};

async function createViews(q: QueryRunner): Promise<void> {
  for (const [channel, sql] of Object.entries(VIEWS)) {
    await q.query(`CREATE VIEW ${channel}_outbox AS ${sql}`);
    await q.query(`COMMENT ON VIEW ${channel}_outbox IS 'read-only compatibility view over messages (channel ${channel}); write messages'`);
  }
}
