import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_SETTINGS, type PublicSettings, type Settings } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { DomainEvents } from '../events/domain-events.js';
import { rememberMapTiles } from './map-tile-origin.js';
import { SettingsRecord } from './settings.entity.js';

/** The settings an admin saved over the defaults (a key added since keeps its default). */
export const withDefaults = (stored: Partial<Settings> | null | undefined): Settings => ({ ...DEFAULT_SETTINGS, ...(stored ?? {}) });

/** What another module adds to the public settings answer (payments: test mode, the payment methods on offer). */
export type PublicFacts = () => Promise<Partial<Pick<PublicSettings, 'testMode' | 'paymentMethods'>>>;

/** Reads the shop settings (defaults until an admin saves them) and writes the whole record. */
@Injectable()
export class SettingsService {
  private readonly facts: PublicFacts[] = [];

  constructor(
    @InjectRepository(SettingsRecord) private readonly records: Repository<SettingsRecord>,
    private readonly events: DomainEvents,
  ) {}

  addPublicFacts(facts: PublicFacts): void {
    this.facts.push(facts);
  }

  /** `GET /api/settings`: the record plus how the running shop takes payments. */
  async publicView(): Promise<PublicSettings> {
    const facts = Object.assign(
      { testMode: false, paymentMethods: ['cod' as const] },
      ...(await Promise.all(this.facts.map((f) => f()))),
    ) as Pick<PublicSettings, 'testMode' | 'paymentMethods'>;
    return { ...(await this.get()), testMode: facts.testMode, paymentMethods: facts.paymentMethods };
  }

  /** Inside a transaction pass its manager: a second pool connection per transaction starves the pool under bursts. */
  async get(manager?: EntityManager): Promise<Settings> {
    const row = await (manager ? manager.getRepository(SettingsRecord) : this.records).findOne({ where: { id: 1 } });
    const settings = withDefaults(row?.data);
    rememberMapTiles(settings.mapTileUrl);
    return settings;
  }

  async update(settings: Settings): Promise<Settings> {
    await this.records.manager.transaction(async (m) => {
      await m.getRepository(SettingsRecord).upsert({ id: 1, data: settings }, ['id']);
      await this.events.publish('content.changed', {}, m);
    });
    return this.get();
  }
}
