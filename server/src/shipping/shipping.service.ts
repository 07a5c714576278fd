import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CarrierDto, type CarrierInput, type ShippingRateDto, type ShippingRateInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { ConflictError, DomainError, NotFoundError } from '../common/domain-errors.js';
import { idValue, idsFilter, sortColumn, type ListQuery } from '../common/simple-rest.js';
import { Carrier, ShippingRate } from './carrier.entity.js';

const RATE_SORTS: Record<string, string> = {
  id: 'r.id',
  country: 'r.country',
  carrierId: 'r."carrierId"',
  firstKgFee: 'r."firstKgFee"',
  additionalKgFee: 'r."additionalKgFee"',
  minDays: 'r."minDays"',
  maxDays: 'r."maxDays"',
  isActive: 'r."isActive"',
};
const CARRIER_SORTS: Record<string, string> = {
  id: 'c.id',
  'name.en': 'c."nameEn"',
  'name.ar': 'c."nameAr"',
  name: 'c."nameEn"',
  isActive: 'c."isActive"',
  createdAt: 'c."createdAt"',
};

export function toCarrierDto(c: Carrier): CarrierDto {
  return {
    id: c.id,
    name: { ar: c.name.ar, en: c.name.en },
    trackingUrlTemplate: c.trackingUrlTemplate,
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
  };
}

export function toRateDto(r: ShippingRate): ShippingRateDto {
  return {
    id: r.id,
    country: r.country,
    carrierId: r.carrierId,
    carrier: r.carrier ? { id: r.carrier.id, name: { ar: r.carrier.name.ar, en: r.carrier.name.en } } : null,
    firstKgFee: r.firstKgFee,
    additionalKgFee: r.additionalKgFee,
    minDays: r.minDays,
    maxDays: r.maxDays,
    isActive: r.isActive,
  };
}

/** `{n}` in a carrier's template becomes the (URL-encoded) tracking number. */
export function trackingUrl(template: string | null, trackingNumber: string | null): string | null {
  if (!template || !trackingNumber) return null;
  return template.split('{n}').join(encodeURIComponent(trackingNumber));
}

/** Carriers and their rates per country by weight, managed in the back office (DESIGN.md §5). */
@Injectable()
export class ShippingService {
  constructor(
    @InjectRepository(Carrier) private readonly carriers: Repository<Carrier>,
    @InjectRepository(ShippingRate) private readonly rates: Repository<ShippingRate>,
  ) {}

  // ---- admin: carriers ----

  async carrierList(q: ListQuery): Promise<[CarrierDto[], number]> {
    const qb = this.carriers.createQueryBuilder('c');
    const ids = idsFilter(q.filter);
    if (ids) qb.andWhere('c.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    if (typeof q.filter.q === 'string' && q.filter.q.trim()) {
      qb.andWhere('(c."nameEn" ILIKE :q OR c."nameAr" LIKE :q)', { q: `%${q.filter.q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` });
    }
    if (typeof q.filter.isActive === 'boolean') qb.andWhere('c."isActive" = :a', { a: q.filter.isActive });
    qb.orderBy(sortColumn(q.sortField, CARRIER_SORTS, 'c.id'), q.sortOrder)
      .addOrderBy('c.id', 'ASC')
      .offset(q.start)
      .limit(q.end - q.start + 1);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(toCarrierDto), total];
  }

  async carrier(id: number): Promise<Carrier> {
    const carrier = await this.carriers.findOne({ where: { id } });
    if (!carrier) throw new NotFoundError('carrier.notFound');
    return carrier;
  }

  async createCarrier(input: CarrierInput): Promise<CarrierDto> {
    return toCarrierDto(await this.carriers.save(this.carriers.create(input)));
  }

  async updateCarrier(id: number, input: CarrierInput): Promise<CarrierDto> {
    const carrier = await this.carrier(id);
    Object.assign(carrier, { name: input.name, trackingUrlTemplate: input.trackingUrlTemplate, isActive: input.isActive });
    return toCarrierDto(await this.carriers.save(carrier));
  }

  /** Its rates go with it; orders keep the carrier's name. A carrier with open shipments stays (deactivate it). */
  async removeCarrier(id: number): Promise<{ id: number }> {
    await this.carrier(id);
    const [{ open }] = await this.carriers.query(
      `SELECT count(*)::int AS open FROM orders WHERE "carrierId" = $1 AND status IN ('New', 'WaitingForPayment', 'InPreparation', 'OnTheWay')`,
      [id],
    );
    if (open > 0) throw new ConflictError('carrier.inUse');
    await this.carriers.delete({ id });
    return { id };
  }

  // ---- admin: rates ----

  async rateList(q: ListQuery): Promise<[ShippingRateDto[], number]> {
    const qb = this.rates.createQueryBuilder('r').leftJoinAndSelect('r.carrier', 'c');
    const ids = idsFilter(q.filter);
    if (ids) qb.andWhere('r.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    if (typeof q.filter.country === 'string') qb.andWhere('r.country = :country', { country: q.filter.country });
    if (q.filter.carrierId !== undefined) qb.andWhere('r."carrierId" = :carrierId', { carrierId: idValue(q.filter.carrierId) });
    if (typeof q.filter.isActive === 'boolean') qb.andWhere('r."isActive" = :a', { a: q.filter.isActive });
    qb.orderBy(sortColumn(q.sortField, RATE_SORTS, 'r.id'), q.sortOrder)
      .addOrderBy('r.id', 'ASC')
      .offset(q.start)
      .limit(q.end - q.start + 1);
    const [rows, total] = await qb.getManyAndCount();
    return [rows.map(toRateDto), total];
  }

  async rate(id: number): Promise<ShippingRateDto> {
    const rate = await this.rates.findOne({ where: { id }, relations: { carrier: true } });
    if (!rate) throw new NotFoundError('shipping.rateNotFound');
    return toRateDto(rate);
  }

  async createRate(input: ShippingRateInput): Promise<ShippingRateDto> {
    await this.carrierExists(input.carrierId);
    const saved = await this.saveRate(this.rates.create(input));
    return this.rate(saved.id);
  }

  async updateRate(id: number, input: ShippingRateInput): Promise<ShippingRateDto> {
    const rate = await this.rates.findOne({ where: { id } });
    if (!rate) throw new NotFoundError('shipping.rateNotFound');
    await this.carrierExists(input.carrierId);
    Object.assign(rate, input);
    delete rate.carrier;
    await this.saveRate(rate);
    return this.rate(id);
  }

  async removeRate(id: number): Promise<{ id: number }> {
    const result = await this.rates.delete({ id });
    if (!result.affected) throw new NotFoundError('shipping.rateNotFound');
    return { id };
  }

  private async carrierExists(id: number): Promise<void> {
    if (!(await this.carriers.exists({ where: { id } })))
      throw new DomainError(400, 'carrier.notFound', {}, { carrierId: 'carrier.notFound' });
  }

  private async saveRate(rate: ShippingRate): Promise<ShippingRate> {
    const taken = await this.rates
      .createQueryBuilder('r')
      .where('r.country = :country AND r."carrierId" = :carrierId', { country: rate.country, carrierId: rate.carrierId })
      .andWhere('r.id <> :id', { id: rate.id ?? 0 })
      .getExists();
    if (taken) throw new ConflictError('shipping.rateExists', {}, { country: 'shipping.rateExists' });
    try {
      return await this.rates.save(rate);
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ConflictError('shipping.rateExists', {}, { country: 'shipping.rateExists' });
      throw error;
    }
  }
}
