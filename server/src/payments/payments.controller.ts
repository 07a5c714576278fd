import { Body, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import type { PaymentDto } from '@ward/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../auth/decorators.js';
import { SIGNATURE_HEADER } from './test-gateway/test-gateway.js';
import { PaymentsService } from './payments.service.js';

@StorefrontController('payments', 'payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get(':paymentId')
  @Authenticated()
  @ApiOperation({
    summary: 'A payment: invoice id, amount, created and expiry dates, status',
    description:
      'For the payment result page. `status` is Pending, Paid, Canceled, Failed, Expired or Refunded (the storefront shows Failed as "declined" with `failureReason`). ' +
      'A pending payment is checked with the gateway first, so a missed notification or an expired invoice shows correctly. Only its customer (or an admin) may read it.',
  })
  @ApiParam({ name: 'paymentId', description: 'UUID', example: '5d0c7f5e-2b1a-4c1e-9f7a-0b5d2f1c9a11' })
  @ApiOkResponse({
    description:
      '`data`: { id, orderId, orderNumber, method, invoiceId, amount, currency, createdAt, expiresAt, paidAt, status, failureReason (Failed: card_declined, insufficient_funds, authentication_failed…; else null), redirectUrl }',
  })
  @ApiResponse({ status: 404, description: 'No such payment, or another customer’s' })
  async get(@Param('paymentId') paymentId: string, @CurrentUser() user: AuthUser): Promise<PaymentDto> {
    const { payment, orderNumber } = await this.payments.getForUser(paymentId, user);
    return this.payments.toDto(payment, orderNumber);
  }

  @Post('callback')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gateway notification (webhook), HMAC-SHA256 signed',
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
  @ApiOkResponse({ description: '`data`: { outcome: applied | ignored | duplicate | refunded }' })
  @ApiResponse({ status: 401, description: 'Missing or wrong signature' })
  @ApiResponse({ status: 404, description: 'Unknown invoice' })
  async callback(@Body() body: unknown, @Headers(SIGNATURE_HEADER) signature: string | undefined) {
    return { outcome: await this.payments.handleNotification({ body, signature }) };
  }
}
