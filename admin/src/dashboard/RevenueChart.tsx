import { Card, CardContent, CardHeader, useTheme } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, intlLocale } from '../common/fields';
import { daysAgo, useSalesReport } from './useDashboard';

/** Revenue per day over the last 30 days (recharts, loaded with the dashboard only). */
export default function RevenueChart() {
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const { data } = useSalesReport({ from: daysAgo(29), to: daysAgo(0), groupBy: 'day', top: 5 });
  const day = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short' });
  const rtl = theme.direction === 'rtl';
  return (
    <Card variant="outlined">
      <CardHeader title={translate('ward.dashboard.revenue_chart')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ height: 300 }} data-testid="revenue-chart">
        <ResponsiveContainer>
          <AreaChart data={data?.series ?? []} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="period" reversed={rtl} tickFormatter={(v: string) => day.format(new Date(v))} stroke={theme.palette.text.secondary} />
            <YAxis orientation={rtl ? 'right' : 'left'} stroke={theme.palette.text.secondary} width={70} />
            <Tooltip formatter={(v) => formatMoney(Number(v), locale)} labelFormatter={(v) => day.format(new Date(String(v)))} />
            <Area type="monotone" dataKey="revenue" name={translate('ward.reports.revenue')} stroke={theme.palette.primary.main} fill={theme.palette.primary.main} fillOpacity={0.2} />
          </AreaChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
