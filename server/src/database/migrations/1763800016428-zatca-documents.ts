import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax documents sent to ZATCA (issue 16). A row is "due" (pending) before it has a number in the
 * EGS unit's chain; signing gives it its ICV, PIH, hash, XML and QR under the unit's row lock;
 * reporting records ZATCA's answer. One invoice per order; ICVs unique per unit.
 */
export class ZatcaDocuments1763800016428 implements MigrationInterface {
  name = 'ZatcaDocuments1763800016428';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE zatca_documents (
        id bigserial PRIMARY KEY,
        "orderId" integer NOT NULL REFERENCES orders(id),
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit-note', 'debit-note')),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'signed', 'reported', 'reported-with-warnings', 'rejected')),
        request jsonb,
        reason text,
        "billingReference" text,
        "egsUnitId" integer REFERENCES zatca_egs_units(id),
        icv integer,
        uuid uuid,
        number text,
        "issuedAt" timestamptz,
        hash text,
        "previousHash" text,
        total numeric(12,2),
        xml text,
        qr text,
        "signAttempts" integer NOT NULL DEFAULT 0,
        "reportAttempts" integer NOT NULL DEFAULT 0,
        "nextReportAt" timestamptz,
        "lastError" text,
        messages jsonb NOT NULL DEFAULT '[]',
        "signedAt" timestamptz,
        "reportedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX zatca_documents_one_invoice ON zatca_documents ("orderId") WHERE kind = 'invoice'`);
    await q.query(`CREATE UNIQUE INDEX zatca_documents_chain ON zatca_documents ("egsUnitId", icv)`);
    await q.query(`CREATE INDEX zatca_documents_order ON zatca_documents ("orderId")`);
    await q.query(`CREATE INDEX zatca_documents_open ON zatca_documents (status, id) WHERE status IN ('pending', 'signed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE zatca_documents`);
  }
}
