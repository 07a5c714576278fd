import { Alert, Box, Grid } from '@mui/material';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { daysAgo, useSalesReport } from '../dashboard/useDashboard';
import { ReportFilters, type ReportQuery } from './ReportFilters';
import SalesChart from './SalesChart';
import { SalesTable } from './SalesTable';
import { TopProductsTable } from './TopProductsTable';

/** Sales per day, week or month over a chosen range, top products; exportable (CSV). */
export const ReportsPage = () => {
  const [query, setQuery] = useState<ReportQuery>({ from: daysAgo(29), to: daysAgo(0), groupBy: 'day' });
  const { data, error, isPending } = useSalesReport({ ...query, top: 10 });
  return (
    <Box sx={{ py: 2 }}>
      <Title title="ward.reports.title" />
      <ReportFilters value={query} onChange={setQuery} report={data} />
      {error ? <Alert severity="warning">{error.message}</Alert> : null}
      {isPending ? (
        <Loading />
      ) : data ? (
        <Grid container spacing={2}>
          <Grid size={12}>
            <SalesChart report={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <SalesTable report={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <TopProductsTable report={data} />
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
};
