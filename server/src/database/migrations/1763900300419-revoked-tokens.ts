import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tokens ended by logout, until they would have expired anyway (auth/sessions.service.ts). */
export class RevokedTokens1763900300419 implements MigrationInterface {
  name = 'RevokedTokens1763900300419';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE revoked_tokens (jti text PRIMARY KEY, "expiresAt" timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE revoked_tokens`);
  }
}
