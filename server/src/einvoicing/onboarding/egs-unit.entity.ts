import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ZatcaComplianceCheckDto, ZatcaEnvironment, ZatcaUnitStatus } from '@ward/shared';

export type EgsStatus = ZatcaUnitStatus;
export type ComplianceCheckResult = ZatcaComplianceCheckDto;

/** An EGS unit (e-invoice generation solution) onboarded with ZATCA. Secrets are sealed (SecretBox). */
@Entity('zatca_egs_units')
@Check('zatca_egs_units_environment_check', `environment IN ('developer-portal', 'simulation', 'core')`)
@Check('zatca_egs_units_status_check', `status IN ('csr-ready', 'compliance', 'compliance-passed', 'active', 'retired')`)
// unique (1) WHERE …: at most one active unit and one being onboarded; expressions TypeORM cannot declare
@Index('zatca_egs_units_one_active', { synchronize: false })
@Index('zatca_egs_units_one_onboarding', { synchronize: false })
export class EgsUnit {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  environment: ZatcaEnvironment;

  @Column('text', { default: 'csr-ready' })
  status: EgsStatus;

  @Column('text')
  commonName: string;

  @Column('text')
  serialNumber: string;

  @Column('text')
  organizationUnit: string;

  @Column('text')
  industry: string;

  @Column('text')
  location: string;

  /** PKCS#8 PEM, sealed */
  @Column('text', { select: false })
  privateKey: string;

  @Column('text')
  csr: string;

  @Column('text', { nullable: true })
  complianceToken: string | null;

  @Column('text', { nullable: true, select: false })
  complianceSecret: string | null;

  @Column('text', { nullable: true })
  complianceRequestId: string | null;

  @Column('jsonb', { default: () => `'[]'` })
  complianceChecks: ComplianceCheckResult[];

  @Column('text', { nullable: true })
  productionToken: string | null;

  @Column('text', { nullable: true, select: false })
  productionSecret: string | null;

  @Column('timestamptz', { nullable: true })
  certificateExpiresAt: Date | null;

  @Column('int', { default: 0 })
  lastIcv: number;

  @Column('text')
  lastHash: string;

  @Column('timestamptz', { nullable: true })
  activatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
