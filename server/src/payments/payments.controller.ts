import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import type { PayPageDto, PaymentDto } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { CurrentUser, StorefrontController } from '../access/decorators.js';
import { AuthenticatedOrOrderAccess } from '../auth/order-access.guard.js';
import { PayPageService } from './pay-page.service.js';
import { PaymentsService } from './payments.service.js';

@StorefrontController('payments', 'payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly payPage: PayPageService,
  ) {}

  @Get(':paymentId')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'A payment: invoice id, amount, created and expiry dates, status',
    description:
      'For the payment result page. `status` is Pending, Paid, Canceled, Failed, Expired, Refunded or PartiallyRefunded; `failureReason` says why a payment failed or was stopped (`card_declined`, `insufficient_funds`, `authentication_failed`, `expired`, `order_rejected`, or the provider’s own words; null when paid); the storefront shows Failed as "declined" with it. ' +
      'A pending payment is fetched from its provider first (with the secret key, never from what the browser brought back), so a missed notification or an expired invoice shows correctly. Only its customer (or an admin, or a guest with its order’s `X-Order-Access` token) may read it.',
  })
  @ApiParam({ name: 'paymentId', description: 'UUID', example: '5d0c7f5e-2b1a-4c1e-9f7a-0b5d2f1c9a11' })
  @ApiOkResponse({
    description:
      '`data`: { id, orderId, orderNumber, method, provider, invoiceId (the provider’s checkout id), taxInvoiceNumber (the order’s tax invoice, once paid; else null), amount, refundedAmount, currency, createdAt, expiresAt, paidAt, status, failureReason (why it failed or stopped; else null), redirectUrl }',
  })
  @ApiResponse({ status: 404, description: 'No such payment, or another customer’s' })
  async get(@Param('paymentId') paymentId: string, @CurrentUser() user: AuthUser): Promise<PaymentDto> {
    const { payment, ...order } = await this.payments.getForUser(paymentId, user);
    return this.payments.toDto(payment, order);
  }

  @Get(':paymentId/pay')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'What Ward’s pay page needs to take a Moyasar payment (card, mada, Apple Pay, STC Pay)',
    description:
      'The amount and description come from the order. The browser creates the payment at `moyasar.apiBase` with the publishable key and `given_id` = this payment’s id, ' +
      'follows the 3-D Secure page Moyasar returns, and comes back to `callbackUrl`; the shop confirms by fetching the payment with its secret key. Only its customer (or a guest with its order’s `X-Order-Access` token) may read it.',
  })
  @ApiParam({ name: 'paymentId', description: 'UUID' })
  @ApiOkResponse({
    description:
      '`data`: { paymentId, orderId, orderNumber, method, amount (halalas), currency, description, expiresAt, moyasar: { publishableKey, apiBase, givenId, callbackUrl, metadata, applePay } }',
  })
  @ApiResponse({ status: 404, description: 'No such payment, or another customer’s' })
  @ApiResponse({ status: 409, description: 'Not a pending Moyasar payment (paid, failed, expired, or another provider)' })
  pay(@Param('paymentId') paymentId: string, @CurrentUser() user: AuthUser): Promise<PayPageDto> {
    return this.payPage.forUser(paymentId, user);
  }
}
