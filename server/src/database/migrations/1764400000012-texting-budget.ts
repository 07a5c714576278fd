import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop-wide texting budget (issue 26 §4): SMS codes and guest texts were capped per client address
 * and per number only, so one address could make about 600 texts an hour to different (premium)
 * numbers. The back office sets an hourly and a daily budget and an hourly limit per Gulf country
 * other than Saudi Arabia; a text over them is recorded `refused` and never sent.
 */
export class TextingBudget1764400000012 implements MigrationInterface {
  name = 'TextingBudget1764400000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE messaging_settings
         ADD COLUMN "smsBudgetPerHour" int, ADD COLUMN "smsBudgetPerDay" int, ADD COLUMN "smsBudgetPerCountryPerHour" int`,
    );
    await q.query(`ALTER TABLE sms_outbox DROP CONSTRAINT IF EXISTS sms_outbox_status_check`);
    await q.query(`ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed', 'kept', 'refused'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM sms_outbox WHERE status = 'refused'`);
    await q.query(`ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_status_check`);
    await q.query(`ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed', 'kept'))`);
    await q.query(
      `ALTER TABLE messaging_settings DROP COLUMN "smsBudgetPerHour", DROP COLUMN "smsBudgetPerDay", DROP COLUMN "smsBudgetPerCountryPerHour"`,
    );
  }
}
