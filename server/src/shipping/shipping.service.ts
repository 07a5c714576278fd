import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CarrierDto, type CarrierInput, type ShippingRateDto, type ShippingRateInput } from '@ward/shared';
import type { Repository } from 'typeorm';
import { ConflictError, DomainError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage } from '../common/rest-list.js';
import { CARRIER_LIST, RATE_LIST } from './shipping-lists.js';
import { Carrier, ShippingRate } from './carrier.entity.js';
import { sqlRows } from '../database/sql-rows.js';

/** The columns an admin sets on a rate, named one by one (never a copy of the request body). */
function rateColumns(input: ShippingRateInput): Partial<ShippingRate> {
  const { country, carrierId, firstKgFee, additionalKgFee, minDays, maxDays, isActive } = input;
  return { country, carrierId, firstKgFee, additionalKgFee, minDays, maxDays, isActive };
}

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
/**
 * A carrier's tracking page for this parcel: `{n}` is the tracking number, `{lang}` (optional)
 * the reader's language (`ar`/`en`), so an Arabic shopper lands on the carrier's Arabic page.
 */
export function trackingUrl(template: string | null, trackingNumber: string | null, lang: 'ar' | 'en' = 'ar'): string | null {
  if (!template || !trackingNumber) return null;
  return template.split('{n}').join(encodeURIComponent(trackingNumber)).split('{lang}').join(lang);
}

/** The tracking page in both languages (mails carry both), or null without a template or number. */
export function trackingUrls(template: string | null, trackingNumber: string | null): { ar: string; en: string } | null {
  const ar = trackingUrl(template, trackingNumber, 'ar');
  const en = trackingUrl(template, trackingNumber, 'en');
  return ar && en ? { ar, en } : null;
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
    const [rows, total] = await listPage(this.carriers.createQueryBuilder('c'), q, CARRIER_LIST);
    return [rows.map(toCarrierDto), total];
  }

  async carrier(id: number): Promise<Carrier> {
    const carrier = await this.carriers.findOne({ where: { id } });
    if (!carrier) throw new NotFoundError('carrier.notFound');
    return carrier;
  }

  async createCarrier(input: CarrierInput): Promise<CarrierDto> {
    const { name, trackingUrlTemplate, isActive } = input;
    return toCarrierDto(await this.carriers.save(this.carriers.create({ name, trackingUrlTemplate, isActive })));
  }

  async updateCarrier(id: number, input: CarrierInput): Promise<CarrierDto> {
    const carrier = await this.carrier(id);
    Object.assign(carrier, { name: input.name, trackingUrlTemplate: input.trackingUrlTemplate, isActive: input.isActive });
    return toCarrierDto(await this.carriers.save(carrier));
  }

  /** Its rates go with it; orders keep the carrier's name. A carrier with open shipments stays (deactivate it). */
  async removeCarrier(id: number): Promise<{ id: number }> {
    await this.carrier(id);
    const [{ open }] = await sqlRows<{ open: number }>(
      this.carriers,
      `SELECT count(*)::int AS open FROM orders WHERE "carrierId" = $1 AND status IN ('New', 'WaitingForPayment', 'InPreparation', 'OnTheWay')`,
      [id],
    );
    if (open > 0) throw new ConflictError('carrier.inUse');
    await this.carriers.delete({ id });
    return { id };
  }

  // ---- admin: rates ----

  async rateList(q: ListQuery): Promise<[ShippingRateDto[], number]> {
    const [rows, total] = await listPage(this.rates.createQueryBuilder('r').leftJoinAndSelect('r.carrier', 'c'), q, RATE_LIST);
    return [rows.map(toRateDto), total];
  }

  async rate(id: number): Promise<ShippingRateDto> {
    const rate = await this.rates.findOne({ where: { id }, relations: { carrier: true } });
    if (!rate) throw new NotFoundError('shipping.rateNotFound');
    return toRateDto(rate);
  }

  async createRate(input: ShippingRateInput): Promise<ShippingRateDto> {
    await this.carrierExists(input.carrierId);
    const saved = await this.saveRate(this.rates.create(rateColumns(input)));
    return this.rate(saved.id);
  }

  async updateRate(id: number, input: ShippingRateInput): Promise<ShippingRateDto> {
    const rate = await this.rates.findOne({ where: { id } });
    if (!rate) throw new NotFoundError('shipping.rateNotFound');
    await this.carrierExists(input.carrierId);
    Object.assign(rate, rateColumns(input));
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
