import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { lineTitle, type Language, type OrderDto } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import { formatMoney } from '../common/fields';
import { useRefundText } from './useRefundText';

/** The order's refunds: when, how much, why, which items (and whether they went back in stock). */
export const OrderRefunds = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const refundText = useRefundText();
  const locale = useLocale() as Language;
  if (!order?.refunds?.length) return null;
  const itemName = (id: number) => {
    const item = order.items.find((i) => i.id === id);
    return item ? lineTitle(item, locale) : `#${id}`;
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={translate('resources.orders.sections.refunds')}
        subheader={`${refundText('total')} ${formatMoney(order.refundedAmount, locale)}`}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <Table size="small" data-testid="order-refunds">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.fields.createdAt')}</TableCell>
            <TableCell>{refundText('reason')}</TableCell>
            <TableCell align="right">{refundText('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.refunds.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{formatDateTime(r.createdAt, locale)}</TableCell>
              <TableCell>
                {r.reason}
                {r.lines && (
                  <div style={{ fontSize: '0.85em', opacity: 0.75 }}>
                    {r.lines.map((l) => `${itemName(l.itemId)} × ${l.quantity}`).join('، ')}
                    {r.restocked ? ` · ${refundText('restocked')}` : ''}
                  </div>
                )}
              </TableCell>
              <TableCell align="right">{formatMoney(r.amount, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
