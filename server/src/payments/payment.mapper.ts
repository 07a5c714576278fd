import type { PaymentDto } from '@ward/shared';
import type { Payment } from './payment.entity.js';

/** The answer of `GET /api/payments/{id}` (and the `payment` of a placed order). */
export function toPaymentDto(payment: Payment, orderNumber: string): PaymentDto {
  return {
    id: payment.id,
    orderId: payment.orderId,
    orderNumber,
    method: payment.method,
    provider: payment.gateway,
    invoiceId: payment.invoiceId,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    currency: 'SAR',
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    status: payment.status,
    failureReason: payment.failureReason,
    redirectUrl: payment.status === 'Pending' ? payment.redirectUrl : null,
  };
}
