import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who changed what in the back office: one row per admin write, never changed or removed.
 * Append-only in PostgreSQL itself: a trigger refuses UPDATE, DELETE and TRUNCATE for every
 * role, and the privileges are revoked from PUBLIC (a superuser could still drop the trigger;
 * run the shop as a role that owns its tables but is not one).
 */
export class AuditLog1763900100347 implements MigrationInterface {
  name = 'AuditLog1763900100347';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        "actorId" int,
        "actorName" text,
        "actorEmail" text,
        action text NOT NULL,
        resource text NOT NULL,
        "recordId" text,
        fields text[] NOT NULL DEFAULT '{}',
        before jsonb,
        after jsonb,
        method text NOT NULL,
        path text NOT NULL,
        "requestId" text,
        ip text
      )`);
    await q.query(`CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_record ON audit_log (resource, "recordId", at DESC)`);
    await q.query(`CREATE INDEX audit_log_actor ON audit_log ("actorId", at DESC)`);
    await q.query(`
      CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(
      `CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only()`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only()`,
    );
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_is_append_only()`);
  }
}
