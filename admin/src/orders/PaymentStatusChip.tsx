import { Chip } from '@mui/material';
import { PAYMENT_STATUSES, paymentResultStatus, type OrderDto } from '@ward/shared';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS = {
  paid: 'success',
  pending: 'default',
  canceled: 'warning',
  declined: 'error',
  expired: 'warning',
  refunded: 'info',
} as const;

/** Label key of a payment status (`Failed` reads "declined", as the storefront says). */
export const paymentStatusKey = (status: string | null | undefined) =>
  status === 'PartiallyRefunded' ? 'ward.payment_status.partiallyRefunded' : `ward.payment_status.${paymentResultStatus(status)}`;

/** Filter choices: every stored payment status with its label. */
export const paymentStatusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: paymentStatusKey(id) }));

/** The order's payment: paid, waiting (cash on delivery until collected), declined, cancelled… */
export const PaymentStatusChip = (_props: { label?: string; source?: string }) => {
  const order = useRecordContext<Pick<OrderDto, 'paymentStatus'>>();
  const translate = useTranslate();
  if (!order?.paymentStatus) return null;
  const kind = paymentResultStatus(order.paymentStatus);
  return (
    <Chip
      size="small"
      label={translate(paymentStatusKey(order.paymentStatus))}
      color={kind === 'unknown' ? 'default' : COLORS[kind]}
      variant={kind === 'paid' ? 'filled' : 'outlined'}
    />
  );
};
