import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SalesReportDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';

export const SalesTable = ({ report }: { report: SalesReportDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (k: string) => translate(`ward.reports.${k}`);
  return (
    <Card variant="outlined">
      <CardHeader title={translate('ward.reports.title')} slotProps={{ title: { variant: 'h6' } }} />
      <Table size="small" data-testid="sales-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('period')}</TableCell>
            <TableCell align="right">{t('orders')}</TableCell>
            <TableCell align="right">{t('items')}</TableCell>
            <TableCell align="right">{t('revenue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.series.map((s) => (
            <TableRow key={s.period}>
              <TableCell>{s.period.slice(0, 10)}</TableCell>
              <TableCell align="right">{s.orders}</TableCell>
              <TableCell align="right">{s.items}</TableCell>
              <TableCell align="right">{formatMoney(s.revenue, locale)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell>{t('totals')}</TableCell>
            <TableCell align="right">{report.totals.orders}</TableCell>
            <TableCell align="right">{report.totals.items}</TableCell>
            <TableCell align="right">{formatMoney(report.totals.revenue, locale)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
};
