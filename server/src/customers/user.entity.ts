import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role, UserStatus } from '@ward/shared';

@Entity('users')
@Check('users_role_check', `role IN ('Admin', 'Customer')`)
@Check('users_status_check', `status IN ('Active', 'Blocked')`)
@Check('users_email_or_phone', `email IS NOT NULL OR "phoneVerifiedAt" IS NOT NULL OR "isGuest" OR "detachedEmail" IS NOT NULL`)
@Check('users_guest_contact', `NOT "isGuest" OR (email IS NULL AND "passwordHash" IS NULL AND ("guestEmail" IS NULL) <> (phone IS NULL))`)
@Index('users_created', ['createdAt'])
@Index('users_role_status', ['role', 'status'])
@Index('users_verified_phone', ['phone'], { unique: true, where: '"phoneVerifiedAt" IS NOT NULL' })
@Index('users_detached_email', ['detachedEmail'], { where: '"detachedEmail" IS NOT NULL' })
// text_pattern_ops, lower(name), trigram and coalesce() indexes: expressions TypeORM cannot declare
@Index('users_email_prefix', { synchronize: false })
@Index('users_phone_prefix', { synchronize: false })
@Index('users_name', { synchronize: false })
@Index('users_search', { synchronize: false })
@Index('users_guest_by_contact', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  /** stored lower-case; unique; null for an account made by signing in with a mobile number */
  @Column('text', { unique: true, nullable: true })
  email: string | null;

  /** set when the owner entered a code sent to the email (or reset the password with one): only then is it theirs */
  @Column('timestamptz', { nullable: true })
  emailVerifiedAt: Date | null;

  /** an unverified email that a guest proved was theirs (issue 26): kept so its owner can bring this account's orders over */
  @Column('text', { nullable: true })
  detachedEmail: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  /** set when the owner proved the number with an SMS code: then it signs in, and no other account may have it */
  @Column('timestamptz', { nullable: true })
  phoneVerifiedAt: Date | null;

  @Column('text', { nullable: true })
  address: string | null;

  /** when the customer asked for order updates on WhatsApp (null: not, or no longer) */
  @Column('timestamptz', { nullable: true })
  whatsappOptInAt: Date | null;

  /** the language they asked in: their messages' language */
  @Column('text', { nullable: true })
  whatsappLanguage: 'ar' | 'en' | null;
  /** a guest checkout's customer record (issue 18): no password, never signs in, one per contact */
  @Column('boolean', { default: false })
  isGuest: boolean;

  /** a guest's contact email (the unique `email` is an account's sign-in, so a guest's stays here) */
  @Column('text', { nullable: true })
  guestEmail: string | null;

  /** null: no password yet (signs in by SMS code) */
  @Column('text', { select: false, nullable: true })
  passwordHash: string | null;

  @Column('text', { default: 'Customer' })
  role: Role;

  @Column('text', { default: 'Active' })
  status: UserStatus;

  /** Bumped on block and password change: tokens carrying an older version are dead. */
  @Column('int', { default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export function toUserDto(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    whatsappOptIn: user.whatsappOptInAt !== null,
    isGuest: user.isGuest,
    guestEmail: user.guestEmail,
    address: user.address,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * SQL: account `alias` owns `contact` (an E.164 mobile or a lower-case email) because it proved it by
 * a code (issue 26). Every join of a contact to an account goes through this.
 */
export const VERIFIED_OWNER = (alias: string, contact: string) =>
  `((${alias}.email = ${contact} AND ${alias}."emailVerifiedAt" IS NOT NULL) OR (${alias}.phone = ${contact} AND ${alias}."phoneVerifiedAt" IS NOT NULL))`;
