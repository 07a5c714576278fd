import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentMethod, PaymentSettingsInput } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProviderName } from '../gateway.js';
import { GatewayRegistry, type RouteSource } from '../gateway-registry.js';
import { PaymentSettingsRecord } from './payment-settings.entity.js';
import { ProviderAccounts } from './provider-accounts.service.js';
import { DomainEvents } from '../../events/domain-events.js';

/** Who takes a method when the back office has not chosen. */
const DEFAULT_ROUTES: Partial<Record<PaymentMethod, ProviderName>> = {
  mada: 'moyasar',
  card: 'moyasar',
  applepay: 'moyasar',
  stcpay: 'moyasar',
  tabby: 'tabby',
  tamara: 'tamara',
};

/**
 * Which provider takes each payment method: the back office's choice (or the default: Moyasar for
 * mada, cards, Apple Pay and STC Pay; Tabby; Tamara), when that provider is ready. The registry
 * falls back to the test gateway where it is on.
 */
@Injectable()
export class PaymentRoutes implements RouteSource, OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: ProviderAccounts,
    private readonly gateways: GatewayRegistry,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.gateways.routeWith(this);
  }

  /** Who takes each method when the back office has not chosen. */
  defaults(): Partial<Record<PaymentMethod, ProviderName>> {
    return { ...DEFAULT_ROUTES };
  }

  async record(manager?: EntityManager): Promise<PaymentSettingsRecord> {
    const row = await (manager ?? this.db).getRepository(PaymentSettingsRecord).findOneBy({ id: 1 });
    return row ?? Object.assign(new PaymentSettingsRecord(), { id: 1, routes: {}, applePayAssociation: null });
  }

  async routes(manager?: EntityManager): Promise<Partial<Record<PaymentMethod, ProviderName | null>>> {
    const [record, accounts] = await Promise.all([this.record(manager), this.accounts.all(manager)]);
    const ready = new Set<string>(accounts.filter((a) => this.accounts.isReady(a)).map((a) => a.provider));
    const routes: Partial<Record<PaymentMethod, ProviderName | null>> = {};
    for (const [method, fallback] of Object.entries(DEFAULT_ROUTES) as Array<[PaymentMethod, ProviderName]>) {
      const chosen = method in record.routes ? record.routes[method] : fallback;
      if (chosen === null) routes[method] = null;
      else if (chosen === 'test' || ready.has(chosen!)) routes[method] = chosen as ProviderName;
    }
    return routes;
  }

  async usesTestKeys(): Promise<boolean> {
    const [routes, accounts] = await Promise.all([this.routes(), this.accounts.all()]);
    const used = new Set(Object.values(routes));
    return accounts.some((a) => used.has(a.provider) && a.testKeys);
  }

  async update(input: PaymentSettingsInput): Promise<PaymentSettingsRecord> {
    await this.db
      .getRepository(PaymentSettingsRecord)
      .upsert({ id: 1, routes: input.routes, applePayAssociation: input.applePayAssociation }, ['id']);
    // the public settings name the payment methods on offer
    await this.events.publish('content.changed', {});
    return this.record();
  }
}
