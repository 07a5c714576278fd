import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `claim`: turns a guest checkout's record into an account; its `phone` may be an email (the guest's contact).
 * `verify-email`: proves the signed-in account's email (issue 26); its `phone` is that email.
 */
export type PhoneCodePurpose = 'sign-in' | 'link' | 'claim' | 'verify-email';

/** One SMS code: 6 digits, 5 minutes, 5 wrong tries, single use (issue 18). */
@Entity('phone_codes')
@Check('phone_codes_purpose_check', `purpose IN ('sign-in', 'link', 'claim', 'verify-email')`)
@Index('phone_codes_phone', ['phone', 'purpose', 'createdAt'])
export class PhoneCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** E.164; for a `claim` code, the guest's contact: E.164 or an email */
  @Column('text')
  phone: string;

  @Column('text')
  purpose: PhoneCodePurpose;

  /** the signed-in account a `link` code adds the number to; the guest record a `claim` code turns into an account */
  @ForeignKey('User', { name: 'phone_codes_userId_fkey', onDelete: 'CASCADE' })
  @Column('int', { nullable: true })
  userId: number | null;

  /** HMAC of the code under a server key: the table alone does not give 6-digit codes away to a brute force */
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
