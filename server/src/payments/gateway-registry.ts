import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_METHODS, type PaymentMethod } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/domain-errors.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { PaymentGateway, ProviderName } from './gateway.js';
import { TEST_GATEWAY_METHODS, TestGateway } from './providers/test-gateway/test-gateway.js';

/**
 * Says which provider takes each payment method (payment settings, ready providers only): a name,
 * null when the shop switched the method off, absent when nothing ready is chosen.
 */
export interface RouteSource {
  routes(manager?: EntityManager): Promise<Partial<Record<PaymentMethod, ProviderName | null>>>;
  /** some ready provider works with test keys or a sandbox: no real money moves */
  usesTestKeys(): Promise<boolean>;
}

const unavailable = () => new ConflictError('payment.methodUnavailable', {}, { paymentMethod: 'payment.methodUnavailable' });

/**
 * Every payment provider the shop can use, by name, and which one takes each method. A method
 * goes to the provider the back office chose for it when that provider is ready (enabled, keys
 * present); otherwise to the built-in test gateway when it is on (PAYMENT_TEST_GATEWAY) and takes
 * that method; otherwise the method is not offered. Cash on delivery needs no provider.
 */
@Injectable()
export class GatewayRegistry {
  private readonly gateways = new Map<string, PaymentGateway>();
  private source: RouteSource | null = null;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    test: TestGateway,
  ) {
    if (config.testGateway) this.gateways.set(test.name, test);
  }

  add(gateway: PaymentGateway): void {
    this.gateways.set(gateway.name, gateway);
  }

  /** The payment settings tell which provider takes which method (registered by the settings service). */
  routeWith(source: RouteSource): void {
    this.source = source;
  }

  /** No real money moves (the test gateway is on, or a provider works with test keys): both apps show a test-mode ribbon. */
  async testMode(): Promise<boolean> {
    return this.config.testGateway || ((await this.source?.usesTestKeys()) ?? false);
  }

  /** The gateway a payment was made with (its `gateway` column). */
  get(name: string): PaymentGateway {
    const gateway = this.gateways.get(name);
    if (!gateway) throw unavailable();
    return gateway;
  }

  has(name: string): boolean {
    return this.gateways.has(name);
  }

  /** The provider taking each online method now. */
  async routes(manager?: EntityManager): Promise<Partial<Record<PaymentMethod, ProviderName>>> {
    const chosen = (await this.source?.routes(manager)) ?? {};
    const routes: Partial<Record<PaymentMethod, ProviderName>> = {};
    for (const method of [...CHECKOUT_METHODS, 'wallet'] as PaymentMethod[]) {
      if (method === 'cod') continue;
      const provider = chosen[method];
      if (provider === null) continue;
      if (provider && this.gateways.has(provider)) routes[method] = provider;
      else if (this.config.testGateway && TEST_GATEWAY_METHODS.includes(method)) routes[method] = 'test';
    }
    return routes;
  }

  /** The gateway that takes `method`; 409 when the shop does not take it. */
  async forMethod(method: PaymentMethod, manager?: EntityManager): Promise<PaymentGateway> {
    const provider = (await this.routes(manager))[method];
    if (!provider) throw unavailable();
    return this.get(provider);
  }

  /** What checkout offers, in checkout order: the methods some provider takes, and cash on delivery. */
  async offered(): Promise<PaymentMethod[]> {
    const routes = await this.routes();
    return CHECKOUT_METHODS.filter((m) => m === 'cod' || routes[m] !== undefined);
  }
}
