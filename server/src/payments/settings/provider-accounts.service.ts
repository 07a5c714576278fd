import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentProviderInput, PaymentProviderName } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { SecretBox, SecretBoxError } from '../../common/secret-box.js';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { PaymentProviderAccount } from './payment-settings.entity.js';
import { DomainEvents } from '../../events/domain-events.js';

/** A provider's effective account: the environment's values over the back office's, secrets opened. */
export interface ProviderCredentials {
  provider: PaymentProviderName;
  enabled: boolean;
  sandbox: boolean;
  publicKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  merchantCode: string | null;
  baseUrl: string;
  /** keys or host of the provider's test environment: no real money moves */
  testKeys: boolean;
  /** which values come from the environment (the back office cannot change them) */
  fromEnvironment: Array<'publicKey' | 'secretKey' | 'webhookSecret' | 'merchantCode'>;
}

const DEFAULT_BASE: Record<PaymentProviderName, (sandbox: boolean) => string> = {
  moyasar: () => 'https://api.moyasar.com',
  // Saudi merchants use Tabby's KSA host (Tabby's API reference: servers)
  tabby: () => 'https://api.tabby.sa',
  tamara: (sandbox) => (sandbox ? 'https://api-sandbox.tamara.co' : 'https://api.tamara.co'),
};

/** What the provider needs before it can take money. */
const REQUIRED: Record<PaymentProviderName, Array<'publicKey' | 'secretKey' | 'merchantCode'>> = {
  moyasar: ['publicKey', 'secretKey'],
  tabby: ['secretKey', 'merchantCode'],
  tamara: ['secretKey'],
};

const sealContext = (provider: string, what: 'secretKey' | 'webhookSecret') => `payments.${provider}.${what}`;

/**
 * Payment providers' accounts: keys from the environment (they win) or the back office, secrets
 * sealed at rest with DATA_KEY (common/secret-box.ts) and never answered by the API. Read on
 * every use (one small query), so every instance sees a change at once.
 */
@Injectable()
export class ProviderAccounts {
  private readonly logger = new Logger('Payments');
  private readonly box: SecretBox;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {
    this.box = new SecretBox(config.dataKey);
  }

  async credentials(provider: PaymentProviderName, manager?: EntityManager): Promise<ProviderCredentials> {
    const row = await (manager ?? this.db).getRepository(PaymentProviderAccount).findOneBy({ provider });
    return this.effective(provider, row);
  }

  async all(manager?: EntityManager): Promise<ProviderCredentials[]> {
    const rows = await (manager ?? this.db).getRepository(PaymentProviderAccount).find();
    return (['moyasar', 'tabby', 'tamara'] as const).map((p) => this.effective(p, rows.find((r) => r.provider === p) ?? null));
  }

  /** Enabled, with every key it needs. */
  isReady(c: ProviderCredentials): boolean {
    return c.enabled && REQUIRED[c.provider].every((key) => !!c[key]);
  }

  /** Saves what the admin typed; absent secrets stay as they are, '' or null clears them. */
  async update(provider: PaymentProviderName, input: PaymentProviderInput, adminId: number): Promise<ProviderCredentials> {
    const repo = this.db.getRepository(PaymentProviderAccount);
    const row = (await repo.findOneBy({ provider })) ?? repo.create({ provider, secretKey: null, webhookSecret: null });
    row.enabled = input.enabled;
    if (input.sandbox !== undefined) row.sandbox = input.sandbox;
    if (input.publicKey !== undefined) row.publicKey = input.publicKey || null;
    if (input.merchantCode !== undefined) row.merchantCode = input.merchantCode || null;
    if (input.secretKey !== undefined)
      row.secretKey = input.secretKey ? this.box.seal(input.secretKey, sealContext(provider, 'secretKey')) : null;
    if (input.webhookSecret !== undefined)
      row.webhookSecret = input.webhookSecret ? this.box.seal(input.webhookSecret, sealContext(provider, 'webhookSecret')) : null;
    row.updatedBy = adminId;
    await repo.save(row);
    // the public settings name the payment methods on offer and the test-mode ribbon
    await this.events.publish('content.changed', {});
    return this.credentials(provider);
  }

  private effective(provider: PaymentProviderName, row: PaymentProviderAccount | null): ProviderCredentials {
    const env = this.config.paymentProviders[provider];
    const fromEnvironment = (['publicKey', 'secretKey', 'webhookSecret', 'merchantCode'] as const).filter((k) => env[k] !== null);
    const sandbox = row?.sandbox ?? false;
    const secretKey = env.secretKey ?? this.open(row?.secretKey ?? null, provider, 'secretKey');
    const publicKey = env.publicKey ?? row?.publicKey ?? null;
    return {
      provider,
      // on until the back office switches it off (without its keys it is not ready anyway)
      enabled: row ? row.enabled : true,
      sandbox,
      publicKey,
      secretKey,
      webhookSecret: env.webhookSecret ?? this.open(row?.webhookSecret ?? null, provider, 'webhookSecret'),
      merchantCode: env.merchantCode ?? row?.merchantCode ?? null,
      baseUrl: env.baseUrl ?? DEFAULT_BASE[provider](sandbox),
      testKeys: provider === 'tamara' ? sandbox : /^(sk|pk)_test_/.test(secretKey ?? publicKey ?? ''),
      fromEnvironment: [...fromEnvironment],
    };
  }

  private open(sealed: string | null, provider: string, what: 'secretKey' | 'webhookSecret'): string | null {
    if (!sealed) return null;
    try {
      return this.box.open(sealed, sealContext(provider, what));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      // DATA_KEY changed: the saved secret is gone; the provider is not ready until it is typed again
      this.logger.error(`${provider} ${what} does not open with this DATA_KEY: enter it again in the back office`);
      return null;
    }
  }
}

/** A secret shown to an admin: that it exists and its last four characters. */
export const hint = (secret: string | null): string | null => (secret ? `••••${secret.slice(-4)}` : null);
