import type { PaymentDto } from '@ward/shared';
import type { Payment } from './payment.entity.js';

export interface PaymentOrderRef {
  orderNumber: string;
  invoiceNumber?: string | null;
}

/**
 * The answer of `GET /api/payments/{id}` (and the `payment` of a placed order); `order` gives the
 * order's number and its tax invoice number (null until issued).
 */
export function toPaymentDto(payment: Payment, order: PaymentOrderRef): PaymentDto {
  return {
    id: payment.id,
    orderId: payment.orderId,
    orderNumber: order.orderNumber,
    method: payment.method,
    provider: payment.gateway,
    invoiceId: payment.invoiceId,
    taxInvoiceNumber: order.invoiceNumber ?? null,
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
