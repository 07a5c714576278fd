import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * EGS units onboarded with ZATCA (issue 16): keys and CSIDs (secrets sealed with DATA_KEY), the
 * compliance checks and the unit's invoice counter (ICV) and last hash (PIH). At most one unit
 * is active (reports) and at most one is being onboarded.
 */
export class ZatcaEgsUnits1763800016427 implements MigrationInterface {
  name = 'ZatcaEgsUnits1763800016427';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE zatca_egs_units (
        id serial PRIMARY KEY,
        environment text NOT NULL CHECK (environment IN ('developer-portal', 'simulation', 'core')),
        status text NOT NULL DEFAULT 'csr-ready' CHECK (status IN ('csr-ready', 'compliance', 'compliance-passed', 'active', 'retired')),
        "commonName" text NOT NULL,
        "serialNumber" text NOT NULL,
        "organizationUnit" text NOT NULL,
        industry text NOT NULL,
        location text NOT NULL,
        "privateKey" text NOT NULL,
        csr text NOT NULL,
        "complianceToken" text,
        "complianceSecret" text,
        "complianceRequestId" text,
        "complianceChecks" jsonb NOT NULL DEFAULT '[]',
        "productionToken" text,
        "productionSecret" text,
        "certificateExpiresAt" timestamptz,
        "lastIcv" integer NOT NULL DEFAULT 0,
        "lastHash" text NOT NULL,
        "activatedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX zatca_egs_units_one_active ON zatca_egs_units ((1)) WHERE status = 'active'`);
    await q.query(
      `CREATE UNIQUE INDEX zatca_egs_units_one_onboarding ON zatca_egs_units ((1)) WHERE status IN ('csr-ready', 'compliance', 'compliance-passed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE zatca_egs_units`);
  }
}
