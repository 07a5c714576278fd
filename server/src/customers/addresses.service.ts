import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MAX_ADDRESSES, type AddressDto, type AddressInput } from '@ward/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { Address } from './address.entity.js';

export function toAddressDto(a: Address): AddressDto {
  return {
    id: a.id,
    title: a.title,
    street: a.street,
    city: a.city,
    country: a.country,
    postalCode: a.postalCode,
    latitude: a.latitude,
    longitude: a.longitude,
    isPrimary: a.isPrimary,
    shortAddress: a.shortAddress,
    buildingNumber: a.buildingNumber,
    district: a.district,
    additionalNumber: a.additionalNumber,
    createdAt: a.createdAt.toISOString(),
  };
}

const fields = (input: AddressInput) => ({
  title: input.title,
  street: input.street,
  city: input.city,
  country: input.country,
  postalCode: input.postalCode ?? null,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  shortAddress: input.shortAddress ?? null,
  buildingNumber: input.buildingNumber ?? null,
  district: input.district ?? null,
  additionalNumber: input.additionalNumber ?? null,
});

/**
 * A customer's saved addresses. Rules: the first address is the primary one; making another
 * primary clears the old one in the same transaction; deleting the primary promotes the newest
 * remaining address. Every change to one customer's addresses runs under a lock on that
 * customer's row, so concurrent changes are applied one after the other (the partial unique
 * index `addresses_one_primary` is the database's last word).
 */
@Injectable()
export class AddressesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Address) private readonly addresses: Repository<Address>,
  ) {}

  async list(userId: number): Promise<AddressDto[]> {
    const rows = await this.addresses.find({ where: { userId }, order: { isPrimary: 'DESC', createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toAddressDto);
  }

  /** The address if it belongs to the user; another user's address is simply "not found". */
  async get(userId: number, id: number, manager?: EntityManager): Promise<Address> {
    const found = await (manager ?? this.db.manager).findOne(Address, { where: { id, userId } });
    if (!found) throw new NotFoundError('address.notFound');
    return found;
  }

  /** The customer's primary address, if any (checkout's default). */
  primary(userId: number): Promise<Address | null> {
    return this.addresses.findOne({ where: { userId, isPrimary: true } });
  }

  private async locked<T>(userId: number, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
      return work(m);
    });
  }

  private async makePrimary(m: EntityManager, userId: number, id: number): Promise<void> {
    await m.query(`UPDATE addresses SET "isPrimary" = false WHERE "userId" = $1 AND "isPrimary" AND id <> $2`, [userId, id]);
    await m.query(`UPDATE addresses SET "isPrimary" = true WHERE id = $1 AND "userId" = $2`, [id, userId]);
  }

  async create(userId: number, input: AddressInput): Promise<AddressDto> {
    const id = await this.locked(userId, async (m) => {
      const count = await m.count(Address, { where: { userId } });
      if (count >= MAX_ADDRESSES) throw new ConflictError('address.limitReached', { max: MAX_ADDRESSES });
      const saved = await m.save(m.create(Address, { ...fields(input), userId, isPrimary: false }));
      if (count === 0 || input.isPrimary) await this.makePrimary(m, userId, saved.id);
      return saved.id;
    });
    return toAddressDto(await this.get(userId, id));
  }

  /** `isPrimary: true` makes it the primary; the primary only changes by choosing another. */
  async update(userId: number, id: number, input: AddressInput): Promise<AddressDto> {
    await this.locked(userId, async (m) => {
      const existing = await this.get(userId, id, m);
      await m.update(Address, { id: existing.id }, fields(input));
      if (input.isPrimary && !existing.isPrimary) await this.makePrimary(m, userId, id);
    });
    return toAddressDto(await this.get(userId, id));
  }

  async setPrimary(userId: number, id: number): Promise<AddressDto> {
    await this.locked(userId, async (m) => {
      await this.get(userId, id, m);
      await this.makePrimary(m, userId, id);
    });
    return toAddressDto(await this.get(userId, id));
  }

  async remove(userId: number, id: number): Promise<AddressDto> {
    return this.locked(userId, async (m) => {
      const existing = await this.get(userId, id, m);
      await m.delete(Address, { id });
      if (existing.isPrimary) {
        await m.query(
          `UPDATE addresses SET "isPrimary" = true WHERE id = (SELECT id FROM addresses WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 1)`,
          [userId],
        );
      }
      return toAddressDto(existing);
    });
  }
}
