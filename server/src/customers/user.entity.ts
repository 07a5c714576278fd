import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role, UserStatus } from '@ward/shared';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  /** stored lower-case; unique */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('text', { select: false })
  passwordHash: string;

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
    phone: user.phone,
    address: user.address,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}
