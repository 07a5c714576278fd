import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes before ZATCA onboarding (issue 37): a refund or rejection of an invoiced order
 * issues a numbered, printable credit note in phase-1 mode too. Such a note is a `zatca_documents`
 * row with status `phase-1`: numbered from its own gap-free counter (CN-000001…), never signed nor
 * reported (the signer takes only `pending` rows), so onboarding later leaves it as issued.
 */
export class Phase1CreditNotes1764380000371 implements MigrationInterface {
  name = 'Phase1CreditNotes1764380000371';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE zatca_documents DROP CONSTRAINT zatca_documents_status_check`);
    await q.query(`
      ALTER TABLE zatca_documents ADD CONSTRAINT zatca_documents_status_check
        CHECK (status IN ('pending', 'signed', 'reported', 'reported-with-warnings', 'rejected', 'phase-1'))`);
    await q.query(`CREATE UNIQUE INDEX zatca_documents_phase_1_number ON zatca_documents (number) WHERE status = 'phase-1'`);
    await q.query(`CREATE TABLE credit_note_counter (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), value int NOT NULL)`);
    await q.query(`INSERT INTO credit_note_counter (id, value) VALUES (1, 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_note_counter`);
    await q.query(`DELETE FROM zatca_documents WHERE status = 'phase-1'`);
    await q.query(`DROP INDEX zatca_documents_phase_1_number`);
    await q.query(`ALTER TABLE zatca_documents DROP CONSTRAINT zatca_documents_status_check`);
    await q.query(`
      ALTER TABLE zatca_documents ADD CONSTRAINT zatca_documents_status_check
        CHECK (status IN ('pending', 'signed', 'reported', 'reported-with-warnings', 'rejected'))`);
  }
}
