import { Card, CardContent, useTheme } from '@mui/material';
import type { SalesReportDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../common/fields';

export default function SalesChart({ report }: { report: SalesReportDto }) {
  const theme = useTheme();
  const locale = useLocale();
  const translate = useTranslate();
  const rtl = theme.direction === 'rtl';
  return (
    <Card variant="outlined">
      <CardContent sx={{ height: 320 }}>
        <ResponsiveContainer>
          <BarChart data={report.series}>
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis dataKey="period" reversed={rtl} tickFormatter={(v: string) => v.slice(0, 10)} stroke={theme.palette.text.secondary} />
            <YAxis orientation={rtl ? 'right' : 'left'} width={70} stroke={theme.palette.text.secondary} />
            <Tooltip formatter={(v) => formatMoney(Number(v), locale)} />
            <Bar dataKey="revenue" name={translate('ward.reports.revenue')} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
