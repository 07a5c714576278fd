import { Alert, Box, Grid, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { LowStockCard } from './LowStockCard';
import { PendingOrdersCard } from './PendingOrdersCard';
import RevenueChart from './RevenueChart';
import { StatCards } from './StatCards';
import { useDashboard } from './useDashboard';
import { ZatcaAlert } from '../zatca/ZatcaAlert';
import { TextingBudgetAlert } from '../messaging/TextingBudgetAlert';

/** The admin's home: twelve figures, revenue over time, orders needing action, low stock. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, error, isPending } = useDashboard();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" sx={{ mb: 2 }}>
        {translate('ward.dashboard.welcome')}
      </Typography>
      <ZatcaAlert />
      <TextingBudgetAlert />
      {error ? <Alert severity="warning">{translate('ward.dashboard.unavailable')}</Alert> : null}
      {isPending ? <Loading /> : data ? <StatCards data={data} /> : null}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RevenueChart />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <LowStockCard products={data?.lowStockProducts ?? []} />
        </Grid>
        <Grid size={12}>
          <PendingOrdersCard orders={data?.recentOrders ?? []} />
        </Grid>
      </Grid>
    </Box>
  );
};
