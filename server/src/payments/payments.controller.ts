import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import type { PaymentDto } from '@ward/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../auth/decorators.js';
import { PaymentsService } from './payments.service.js';

@StorefrontController('payments', 'payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get(':paymentId')
  @Authenticated()
  @ApiOperation({
    summary: 'A payment: invoice id, amount, created and expiry dates, status',
    description:
      'For the payment result page. `status` is Pending, Paid, Canceled, Failed, Expired, Refunded or PartiallyRefunded; `failureReason` says why a payment failed (the provider’s words). ' +
      'A pending payment is fetched from its provider first (with the secret key, never from what the browser brought back), so a missed notification or an expired invoice shows correctly. Only its customer (or an admin) may read it.',
  })
  @ApiParam({ name: 'paymentId', description: 'UUID', example: '5d0c7f5e-2b1a-4c1e-9f7a-0b5d2f1c9a11' })
  @ApiOkResponse({
    description:
      '`data`: { id, orderId, orderNumber, method, provider, invoiceId, amount, refundedAmount, currency, createdAt, expiresAt, paidAt, status, failureReason, redirectUrl }',
  })
  @ApiResponse({ status: 404, description: 'No such payment, or another customer’s' })
  async get(@Param('paymentId') paymentId: string, @CurrentUser() user: AuthUser): Promise<PaymentDto> {
    const { payment, orderNumber } = await this.payments.getForUser(paymentId, user);
    return this.payments.toDto(payment, orderNumber);
  }
}
