import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ZatcaComplianceCheckDto, ZatcaEnvironment, ZatcaUnitStatus } from '@ward/shared';

export type EgsStatus = ZatcaUnitStatus;
export type ComplianceCheckResult = ZatcaComplianceCheckDto;

/** An EGS unit (e-invoice generation solution) onboarded with ZATCA. Secrets are sealed (SecretBox). */
@Entity('zatca_egs_units')
export class EgsUnit {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  environment: ZatcaEnvironment;

  @Column('text')
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

  @Column('jsonb')
  complianceChecks: ComplianceCheckResult[];

  @Column('text', { nullable: true })
  productionToken: string | null;

  @Column('text', { nullable: true, select: false })
  productionSecret: string | null;

  @Column('timestamptz', { nullable: true })
  certificateExpiresAt: Date | null;

  @Column('int')
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
