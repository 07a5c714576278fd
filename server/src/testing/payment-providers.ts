import type { PayPageDto } from '@ward/shared';
import type { ProviderEnv, WardConfig } from '../config/config.js';

/** Payment providers as the environment would set them: none, unless given (a stand-in's URL and keys). */
export function providersEnv(
  given: Partial<Record<'moyasar' | 'tabby' | 'tamara', Partial<ProviderEnv>>> = {},
): WardConfig['paymentProviders'] {
  const none: ProviderEnv = { publicKey: null, secretKey: null, webhookSecret: null, merchantCode: null, baseUrl: null };
  return {
    moyasar: { ...none, ...given.moyasar },
    tabby: { ...none, ...given.tabby },
    tamara: { ...none, ...given.tamara },
  };
}

export const MOYASAR_WEBHOOK_SECRET = 'whsec_ward_tests_moyasar';

type CardSource = { type: 'creditcard'; name: string; number: string; month: number; year: number; cvc: string; '3ds'?: boolean };
type MoyasarSource = CardSource | { type: 'applepay'; token: string } | { type: 'stcpay'; mobile: string };

/** What the shopper's browser does on Ward's pay page: creates the payment at Moyasar with the publishable key. */
export async function createAtMoyasar(page: PayPageDto, source: MoyasarSource, overrides: { amount?: number } = {}) {
  const response = await fetch(`${page.moyasar.apiBase}/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${page.moyasar.publishableKey}:`).toString('base64')}`,
    },
    body: JSON.stringify({
      given_id: page.moyasar.givenId,
      amount: overrides.amount ?? page.amount,
      currency: page.currency,
      description: page.description,
      callback_url: page.moyasar.callbackUrl,
      metadata: page.moyasar.metadata,
      source,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { id: string; status: string; source: { transaction_url: string | null; message: string | null } },
  };
}

/** The 3-D Secure page's button: answers where the bank sends the shopper back (Ward's callback with id, status, message). */
export async function completeThreeDSecure(transactionUrl: string): Promise<URL> {
  const response = await fetch(transactionUrl, { method: 'POST', redirect: 'manual' });
  return new URL(response.headers.get('location')!);
}

export const card = (number: string): CardSource => ({
  type: 'creditcard',
  name: 'Sara Alharbi',
  number,
  month: 12,
  year: new Date().getFullYear() + 3,
  cvc: '123',
});
