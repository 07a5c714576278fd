import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order updates on WhatsApp (issue 18 §3): a customer's opt-in (when, and in which language);
 * the messages with their delivery status (`whatsapp_outbox`, fed by the `whatsapp.deliver` job
 * and Meta's status webhooks); the WhatsApp and SMS accounts set in the back office, their
 * secrets sealed with DATA_KEY (`messaging_settings`, one row).
 */
export class WhatsAppMessages1764300061937 implements MigrationInterface {
  name = 'WhatsAppMessages1764300061937';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "whatsappOptInAt" timestamptz, ADD COLUMN "whatsappLanguage" text`);
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
    await q.query(`
      CREATE TABLE messaging_settings (
        id int PRIMARY KEY CHECK (id = 1),
        "whatsappPhoneNumberId" text,
        "whatsappAccessToken" text,
        "whatsappAppSecret" text,
        "whatsappVerifyToken" text,
        "whatsappBaseUrl" text,
        "whatsappTemplates" jsonb NOT NULL DEFAULT '{}',
        "smsAppSid" text,
        "smsSenderId" text,
        "smsBaseUrl" text,
        "updatedBy" int,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE messaging_settings`);
    await q.query(`DROP TABLE whatsapp_outbox`);
    await q.query(`ALTER TABLE users DROP COLUMN "whatsappOptInAt", DROP COLUMN "whatsappLanguage"`);
  }
}
