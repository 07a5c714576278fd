import type { RefundDto } from '@ward/shared';
import type { PaymentRefund } from '../../payments/payment.entity.js';

export const toRefundDto = (r: PaymentRefund): RefundDto => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  lines: r.lines,
  restocked: r.restocked,
  storeCreditPart: r.storeCreditPart,
  createdAt: r.createdAt.toISOString(),
});
