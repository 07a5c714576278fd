import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One admin write: who, when, which record, the fields before and after (append-only, see the migration). */
@Entity('audit_log')
@Index('audit_log_at', ['at', 'id'])
@Index('audit_log_record', ['resource', 'recordId', 'at'])
@Index('audit_log_actor', ['actorId', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  @Column('int', { nullable: true })
  actorId: number | null;

  @Column('text', { nullable: true })
  actorName: string | null;

  @Column('text', { nullable: true })
  actorEmail: string | null;

  /** create, update, delete, or the action's name (approve, block, send…) */
  @Column('text')
  action: string;

  /** the admin API's resource name (products, orders…) */
  @Column('text')
  resource: string;

  @Column('text', { nullable: true })
  recordId: string | null;

  /** the fields that changed */
  @Column('text', { array: true, default: () => `'{}'` })
  fields: string[];

  @Column('jsonb', { nullable: true })
  before: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  after: unknown;

  @Column('text')
  method: string;

  @Column('text')
  path: string;

  @Column('text', { nullable: true })
  requestId: string | null;

  @Column('text', { nullable: true })
  ip: string | null;
}
