import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail delivery moved onto the job queue (jobs/job-queue.ts): the queue keeps each mail's next
 * attempt, so the outbox no longer needs its own schedule column.
 */
export class MailOnJobQueue1763800000000 implements MigrationInterface {
  name = 'MailOnJobQueue1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN "nextAttemptAt"`);
    await q.query(`CREATE INDEX IF NOT EXISTS mail_outbox_status ON mail_outbox (status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS mail_outbox_status`);
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN "nextAttemptAt" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX mail_outbox_due ON mail_outbox (status, "nextAttemptAt")`);
  }
}
