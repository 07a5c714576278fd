import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { ConflictError } from '../common/domain-errors.js';
import { hashPassword } from './passwords.js';
import { assertPhoneFree } from './account-merge.js';
import { User } from './user.entity.js';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role?: Role;
  phone?: string | null;
  address?: string | null;
}

/** The users aggregate: creation (with a unique email) and look-ups shared by auth and admin. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    const repo = manager ? manager.getRepository(User) : this.users;
    const email = input.email.trim().toLowerCase();
    if (await repo.exists({ where: { email } })) throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
    await assertPhoneFree(repo.manager, input.phone);
    const user = repo.create({
      name: input.name.trim(),
      email,
      phone: input.phone ?? null,
      address: input.address ?? null,
      role: input.role ?? 'Customer',
      status: 'Active',
      passwordHash: await hashPassword(input.password),
    });
    try {
      return await repo.save(user);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
      throw error;
    }
  }

  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
  }

  findByIdWithHash(id: number): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** New password: every token issued before is dead. */
  async setPassword(id: number, password: string, manager?: EntityManager): Promise<User> {
    const repo = manager ? manager.getRepository(User) : this.users;
    await repo.update(id, { passwordHash: await hashPassword(password), tokenVersion: () => '"tokenVersion" + 1' });
    return await repo.findOneByOrFail({ id });
  }
}
