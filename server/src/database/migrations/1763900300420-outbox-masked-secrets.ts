import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mail carrying a secret (a reset code) keeps a masked copy of its text and HTML, put in their
 * place once it was sent: the back office's outbox never shows a delivered code. Codes of mails
 * already sent are masked now.
 */
export class OutboxMaskedSecrets1763900300420 implements MigrationInterface {
  name = 'OutboxMaskedSecrets1763900300420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN "maskedText" text, ADD COLUMN "maskedHtml" text`);
    await q.query(
      `UPDATE mail_outbox SET text = regexp_replace(text, '\\m\\d{6}\\M', '••••••', 'g'), html = regexp_replace(html, '\\m\\d{6}\\M', '••••••', 'g')
       WHERE template = 'resetCode' AND status IN ('sent', 'failed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN "maskedText", DROP COLUMN "maskedHtml"`);
  }
}
