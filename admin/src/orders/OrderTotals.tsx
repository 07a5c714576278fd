import { Card, CardHeader, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { leftAfterStoreCredit, type OrderDto } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';

/** Subtotal, discount, shipping, cash-on-delivery fee, gift wrap, VAT (included), total, and store credit's part with what is left to collect or pay. */
export const OrderTotals = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!order) return null;
  const rows: Array<[string, number, boolean?]> = [
    ['subtotal', order.subtotal],
    ['discount', -order.discount],
    ['shipping', order.shipping],
    ['codFee', order.codFee],
    ['giftWrap', order.giftWrap],
    ['vat', order.vat],
    ['total', order.total, true],
    // store credit is a means of payment (issue 31): what it paid, and what the courier or the payment takes
    ['walletAmount', -order.walletAmount],
    [
      order.paymentMethod === 'cod' ? 'toCollect' : 'toPay',
      order.walletAmount > 0 ? leftAfterStoreCredit(order.total, order.walletAmount) : 0,
      true,
    ],
  ];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={translate('resources.orders.sections.totals')}
        subheader={[
          order.couponCode && `${translate('resources.orders.fields.couponCode')}: ${order.couponCode}`,
          translate(`ward.payment_method.${order.paymentMethod}`),
        ]
          .filter(Boolean)
          .join(' · ')}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <Table size="small" data-testid="order-totals">
        <TableBody>
          {rows
            .filter(([key, value]) => value !== 0 || key === 'total' || key === 'subtotal' || key === 'shipping')
            .map(([key, value, strong]) => (
              <TableRow key={key} sx={strong ? { '& td': { fontWeight: 700, fontSize: '1.05rem' } } : undefined}>
                <TableCell>{translate(`resources.orders.fields.${key}`)}</TableCell>
                <TableCell align="right">{formatMoney(value, locale)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </Card>
  );
};
