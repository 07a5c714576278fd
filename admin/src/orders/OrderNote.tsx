import { Card, CardContent, CardHeader } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { AutoDirText } from '../common/direction';

/** What the customer asked for at checkout ("please gift-wrap"), where the order is handled. */
export const OrderNote = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  if (!order?.notes) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2, borderColor: 'warning.main' }} data-testid="order-note">
      <CardHeader title={translate('resources.orders.sections.note')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <AutoDirText text={order.notes} />
      </CardContent>
    </Card>
  );
};
