import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SalesReportDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, localized } from '../common/fields';

export const TopProductsTable = ({ report }: { report: SalesReportDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (k: string) => translate(`ward.reports.${k}`);
  return (
    <Card variant="outlined">
      <CardHeader title={t('top_products')} slotProps={{ title: { variant: 'h6' } }} />
      <Table size="small" data-testid="top-products">
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('revenue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.topProducts.map((p, i) => (
            <TableRow key={p.productId ?? `gone-${i}`}>
              <TableCell>{localized(p.name, locale)}</TableCell>
              <TableCell align="right">{p.quantity}</TableCell>
              <TableCell align="right">{formatMoney(p.revenue, locale)}</TableCell>
            </TableRow>
          ))}
          {!report.topProducts.length && (
            <TableRow>
              <TableCell colSpan={3}>{t('empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
};
