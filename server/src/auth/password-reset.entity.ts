import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One emailed reset code: 6 digits, 15 minutes, 5 wrong tries, single use (DESIGN.md §4). */
@Entity('password_resets')
@Index('password_resets_user', ['userId', 'createdAt'])
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('User', { name: 'password_resets_userId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  userId: number;

  /** sha256 of the code: a database leak does not reveal live codes */
  @Column('text')
  codeHash: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('int', { default: 0 })
  failedAttempts: number;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
