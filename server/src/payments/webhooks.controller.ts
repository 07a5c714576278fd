import { Body, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { StorefrontController } from '../access/decorators.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { SIGNATURE_HEADER } from './providers/test-gateway/test-gateway.js';

const flat = (record: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k.toLowerCase(), typeof v === 'string' ? v : undefined]));

const outcome = ApiOkResponse({ description: '`data`: { outcome: applied | ignored | duplicate | refunded }' });

/**
 * Providers' notifications (webhooks). Each is verified as its provider documents before anything
 * is read from it; the payment's state is then fetched from the provider with the secret key (the
 * built-in test gateway's signed notification carries it). Each event is applied once.
 */
@StorefrontController('payments', 'payments')
export class WebhooksController {
  constructor(private readonly settlement: PaymentSettlement) {}

  @Post('callback')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Test gateway notification (webhook), HMAC-SHA256 signed',
    description:
      'Signature header `X-Ward-Signature: sha256=<hex>` over the lines id, invoiceId, status, amount (halalas), currency, occurredAt, reason. ' +
      'Each event id is applied once: a replay answers `duplicate` and changes nothing; a notification for an already settled payment answers `ignored`, except money that arrives after the order failed (expired, cancelled, declined): it is refunded at the gateway at once and answers `refunded`.',
  })
  @ApiHeader({ name: SIGNATURE_HEADER, required: true })
  @ApiBody({
    schema: {
      example: {
        id: 'evt_9c1d…',
        invoiceId: 'tg_4f2a…',
        status: 'Paid',
        amount: 25497,
        currency: 'SAR',
        occurredAt: '2026-01-01T12:00:00.000Z',
        reason: null,
      },
    },
  })
  @outcome
  @ApiResponse({ status: 401, description: 'Missing or wrong signature' })
  @ApiResponse({ status: 404, description: 'Unknown invoice' })
  async callback(@Body() body: unknown, @Headers() headers: Record<string, unknown>) {
    return { outcome: await this.settlement.handleNotification('test', { body, headers: flat(headers), query: {} }) };
  }

  @Post('webhooks/:provider')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A payment provider’s notification (webhook): moyasar, tabby, tamara or test',
    description:
      'Moyasar: the webhook’s shared secret in the body’s `secret_token`, compared in constant time. ' +
      'Tabby: the header registered with the webhook (`X-Ward-Webhook-Secret: <secret>`). ' +
      'Tamara: the JWT (HS256, the notification token) in the `tamaraToken` query parameter or the `Authorization: Bearer` header. ' +
      'The payment’s state is then fetched from the provider with the secret key; each event is applied once (a replay answers `duplicate`).',
  })
  @ApiParam({ name: 'provider', enum: ['moyasar', 'tabby', 'tamara', 'test'] })
  @outcome
  @ApiResponse({ status: 401, description: 'Not from the provider (wrong secret, signature or token)' })
  @ApiResponse({ status: 404, description: 'Unknown provider or payment' })
  async webhook(
    @Param('provider') provider: string,
    @Body() body: unknown,
    @Headers() headers: Record<string, unknown>,
    @Query() query: Record<string, unknown>,
  ) {
    return { outcome: await this.settlement.handleNotification(provider, { body, headers: flat(headers), query: flat(query) }) };
  }
}
