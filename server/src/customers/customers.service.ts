import { estimatedCount } from '../common/estimated-count.js';
import { customerMatch } from './customer-search.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { CustomerCreateInput, CustomerDto, CustomerUpdateInput, Role, UserStatus } from '@ward/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { hashPassword } from './passwords.js';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { toUserDto, User } from './user.entity.js';
import { assertPhoneFree } from './account-merge.js';
import { UsersService } from './users.service.js';
import { sqlRows } from '../database/sql-rows.js';

/**
 * A customer search matches by trigram over 300,000 customers: counting its matches exactly is the
 * slow part, so above a thousand the list answers the planner's estimate ("about").
 */
export const CUSTOMERS_COUNTED_UP_TO = 1_000;

const LIST = listSpec({
  idColumn: 'u.id',
  defaultSort: 'u.id',
  sorts: {
    id: 'u.id',
    name: 'lower(u.name)',
    email: 'u.email',
    phone: 'u.phone',
    role: 'u.role',
    status: 'u.status',
    createdAt: 'u."createdAt"',
  },
  search: (qb, q) => {
    const [condition, params] = customerMatch('u', q);
    qb.andWhere(condition, params);
  },
  count: estimatedCount(CUSTOMERS_COUNTED_UP_TO),
  filters: {
    status: ['u.status', 'eq'],
    role: ['u.role', 'eq'],
    isGuest: ['u."isGuest"', 'bool'],
    createdAt_gte: ['u."createdAt"', 'date_gte'],
    createdAt_lte: ['u."createdAt"', 'date_lte'],
  },
});

/** Serialises every change that could leave the shop without an active admin. */
const ADMIN_SET_LOCK = 0x77617264; // "ward"

const emailTaken = () => new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });

/**
 * Customer management for the admin (issue 4 §2): list, create, update, block, activate.
 * Blocking bumps the token version, so a blocked user's tokens stay dead even after
 * reactivation. An admin can neither block nor demote themself, nor the last active admin.
 */
@Injectable()
export class CustomersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly usersService: UsersService,
  ) {}

  async list(query: ListQuery): Promise<[CustomerDto[], number]> {
    const [rows, total] = await listPage(this.users.createQueryBuilder('u'), query, LIST);
    return [rows.map(toUserDto), total];
  }

  async get(id: number): Promise<CustomerDto> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw new NotFoundError('customer.notFound');
    return toUserDto(user);
  }

  async create(input: CustomerCreateInput): Promise<CustomerDto> {
    const user = await this.usersService.create({
      name: input.name,
      email: input.email,
      password: input.password,
      role: input.role,
      phone: input.phone ?? null,
      address: input.address ?? null,
    });
    if (input.status === 'Blocked') await this.users.update(user.id, { status: 'Blocked' });
    return this.get(user.id);
  }

  async update(actorId: number, id: number, input: CustomerUpdateInput): Promise<CustomerDto> {
    await this.db
      .transaction(async (m) => {
        const target = await this.lockedTarget(m, id);
        const status = input.status ?? target.status;
        const role = input.role ?? target.role;
        this.assertMayChange(actorId, target, role, status);
        await this.assertAdminRemains(m, target, role, status);
        // a guest record has no sign-in to edit: it becomes an account only by its owner's code (blocking still works)
        if (target.isGuest) throw new ConflictError('customer.guestNotEditable');
        if (input.email !== target.email && (await m.exists(User, { where: { email: input.email } }))) throw emailTaken();
        const phone = input.phone ?? null;
        if (phone !== target.phone) {
          // a proved number signs in: only its owner changes it, with a new SMS code
          if (target.phoneVerifiedAt) throw new ConflictError('customer.verifiedPhone', {}, { phone: 'customer.verifiedPhone' });
          await assertPhoneFree(m, phone, id);
        }
        const revokes = (status === 'Blocked' && target.status !== 'Blocked') || role !== target.role || !!input.password;
        await m.update(
          User,
          { id },
          {
            name: input.name,
            email: input.email,
            phone,
            // what the admin types is not proved by the customer (issue 26): a changed contact is unverified again
            ...(input.email !== target.email ? { emailVerifiedAt: null } : {}),
            address: input.address ?? null,
            role,
            status,
            ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
            ...(revokes ? { tokenVersion: () => '"tokenVersion" + 1' } : {}),
          },
        );
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw emailTaken();
        throw error;
      });
    return this.get(id);
  }

  /** Blocks at once: the user's current tokens are refused on their next request. */
  async block(actorId: number, id: number): Promise<CustomerDto> {
    await this.db.transaction(async (m) => {
      const target = await this.lockedTarget(m, id);
      this.assertMayChange(actorId, target, target.role, 'Blocked');
      await this.assertAdminRemains(m, target, target.role, 'Blocked');
      if (target.status === 'Blocked') return;
      await m.update(User, { id }, { status: 'Blocked', tokenVersion: () => '"tokenVersion" + 1' });
    });
    return this.get(id);
  }

  /** Lets the user log in again; tokens from before the block stay dead. */
  async activate(id: number): Promise<CustomerDto> {
    const result = await this.users.update(id, { status: 'Active' });
    if (!result.affected) throw new NotFoundError('customer.notFound');
    return this.get(id);
  }

  private async lockedTarget(m: EntityManager, id: number): Promise<User> {
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [ADMIN_SET_LOCK]);
    const target = await m.findOne(User, { where: { id } });
    if (!target) throw new NotFoundError('customer.notFound');
    return target;
  }

  private assertMayChange(actorId: number, target: User, role: Role, status: UserStatus): void {
    if (target.id !== actorId) return;
    if (status === 'Blocked') throw new ConflictError('customer.cannotBlockSelf');
    if (role !== target.role) throw new ConflictError('customer.cannotChangeOwnRole');
  }

  /** Under the advisory lock, so two admins cannot block each other at the same moment. */
  private async assertAdminRemains(m: EntityManager, target: User, role: Role, status: UserStatus): Promise<void> {
    const losesAdmin = target.role === 'Admin' && target.status === 'Active' && (role !== 'Admin' || status !== 'Active');
    if (!losesAdmin) return;
    const [{ others }] = await sqlRows<{ others: number }>(
      m,
      `SELECT count(*)::int AS others FROM users WHERE role = 'Admin' AND status = 'Active' AND id <> $1`,
      [target.id],
    );
    if (others === 0) throw new ConflictError('customer.lastAdmin');
  }
}
