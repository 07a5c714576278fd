import type { PaymentMethod } from '@ward/shared';
import type { ProviderName } from '../gateway.js';
import { hint, type ProviderCredentials } from './provider-accounts.service.js';

/** A provider's account as the back office sees it: never a secret, only that it is there and its last four characters. */
export interface ProviderAccountView {
  id: string;
  enabled: boolean;
  sandbox: boolean;
  ready: boolean;
  testKeys: boolean;
  publicKey: string | null;
  hasSecretKey: boolean;
  secretKeyHint: string | null;
  hasWebhookSecret: boolean;
  webhookSecretHint: string | null;
  merchantCode: string | null;
  fromEnvironment: string[];
  /** where to point the provider's webhooks */
  webhookUrl: string;
  /** the methods this provider takes now */
  methods: PaymentMethod[];
}

export function providerView(
  c: ProviderCredentials,
  ready: boolean,
  publicUrl: string,
  routes: Partial<Record<PaymentMethod, ProviderName>>,
): ProviderAccountView {
  return {
    id: c.provider,
    enabled: c.enabled,
    sandbox: c.sandbox,
    ready,
    testKeys: c.testKeys,
    publicKey: c.publicKey,
    hasSecretKey: !!c.secretKey,
    secretKeyHint: hint(c.secretKey),
    hasWebhookSecret: !!c.webhookSecret,
    webhookSecretHint: hint(c.webhookSecret),
    merchantCode: c.merchantCode,
    fromEnvironment: c.fromEnvironment,
    webhookUrl: `${publicUrl}/api/payments/webhooks/${c.provider}`,
    methods: (Object.entries(routes) as Array<[PaymentMethod, ProviderName]>).filter(([, p]) => p === c.provider).map(([m]) => m),
  };
}
