import { Card, CardContent, CardHeader } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import { formatMoney } from '../common/fields';
import { TrendChart } from '../common/TrendChart';
import { revenueChartQuery, useSalesReport } from './useDashboard';

/** Revenue per day over the last 30 days. */
export default function RevenueChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useSalesReport(revenueChartQuery());
  const title = translate('ward.dashboard.revenue_chart');
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent data-testid="revenue-chart">
        <TrendChart
          kind="area"
          height={280}
          title={title}
          valueLabel={translate('ward.reports.revenue')}
          points={(data?.series ?? []).map((s) => ({ label: formatDateTime(s.period, locale, 'day'), value: s.revenue }))}
          formatValue={(v) => formatMoney(v, locale)}
        />
      </CardContent>
    </Card>
  );
}
