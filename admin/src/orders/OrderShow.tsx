import { Grid, Stack, Typography } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { Show, useRecordContext } from 'react-admin';
import { WardDateField } from '../common/fields';
import { OrderActions } from './OrderActions';
import { OrderCustomer } from './OrderCustomer';
import { OrderGift } from './OrderGift';
import { OrderItems } from './OrderItems';
import { OrderRefunds } from './OrderRefunds';
import { OrderNote } from './OrderNote';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderZatcaDocuments } from './OrderZatcaDocuments';
import { PaymentStatusChip } from './PaymentStatusChip';

const Header = () => {
  const order = useRecordContext<OrderDto>();
  if (!order) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, mb: 2 }}>
      <Typography variant="h5">{order.orderNumber}</Typography>
      <OrderStatusChip />
      <PaymentStatusChip />
      <WardDateField source="createdAt" />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', marginInlineStart: { md: 'auto !important' } }}>
        <OrderActions />
      </Stack>
    </Stack>
  );
};

/** Details with items, totals, customer, address and timeline; the actions its state allows. */
export const OrderShow = () => (
  <Show actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <Header />
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <OrderItems />
        <OrderTotals />
        <OrderRefunds />
        <OrderZatcaDocuments />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <OrderNote />
        <OrderGift />
        <OrderCustomer />
        <OrderTimeline />
      </Grid>
    </Grid>
  </Show>
);
