import { Avatar, Card, CardHeader, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Language, OrderDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { LineTitle } from './LineTitle';

export const OrderItems = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const locale = useLocale() as Language;
  if (!order) return null;
  const f = (k: string) => translate(`resources.orders.fields.${k}`);
  return (
    <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }}>
      <CardHeader title={translate('resources.orders.sections.items')} slotProps={{ title: { variant: 'h6' } }} />
      <Table size="small" data-testid="order-items">
        <TableHead>
          <TableRow>
            <TableCell>{f('name')}</TableCell>
            <TableCell align="right">{f('itemPrice')}</TableCell>
            <TableCell align="right">{f('discount')}</TableCell>
            <TableCell align="right">{f('quantity')}</TableCell>
            <TableCell align="right">{f('finalPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item, i) => (
            <TableRow key={`${item.productId}-${i}`}>
              <TableCell sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Avatar variant="rounded" alt="" src={item.image?.variants?.['320'] ?? item.image?.url} sx={{ width: 32, height: 32 }} />
                {item.productId ? (
                  <MuiLink component={Link} to={`/products/${item.productId}`}>
                    <LineTitle line={item} locale={locale} />
                  </MuiLink>
                ) : (
                  <LineTitle line={item} locale={locale} />
                )}
              </TableCell>
              <TableCell align="right">{formatMoney(item.itemPrice, locale)}</TableCell>
              <TableCell align="right">{item.discount ? formatMoney(item.discount, locale) : '—'}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatMoney(item.lineTotal, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
