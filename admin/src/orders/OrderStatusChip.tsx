import { Chip } from '@mui/material';
import { orderDisplayStatusKey, type OrderDto } from '@ward/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { orderStatusColor } from './statusColor';

/** The order's status as a chip; a failed payment says how it failed (cancelled, expired), as the storefront does. */
export const OrderStatusChip = (_props: { label?: string; source?: string }) => {
  const order = useRecordContext<Pick<OrderDto, 'status' | 'paymentStatus'>>();
  const translate = useTranslate();
  if (!order?.status) return null;
  const key = orderDisplayStatusKey(order.status, order.paymentStatus).replace('orderStatus.', '');
  return <Chip size="small" label={translate(`ward.order_status.${key}`)} color={orderStatusColor(order.status)} variant="outlined" />;
};
