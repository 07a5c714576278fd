import { Checkbox, FormControlLabel, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { lineTitle, type Language, type OrderDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { LineTitle } from './LineTitle';
import { useRefundText } from './useRefundText';

/** Units to refund per line (never more than bought less already refunded), and whether they go back in stock. */
export const RefundLines = ({
  order,
  quantities,
  onQuantity,
  restock,
  onRestock,
}: {
  order: OrderDto;
  quantities: Record<number, number>;
  onQuantity: (itemId: number, quantity: number) => void;
  restock: boolean;
  onRestock: (restock: boolean) => void;
}) => {
  const translate = useTranslate();
  const refundText = useRefundText();
  const locale = useLocale() as Language;
  return (
    <>
      <Table size="small" data-testid="refund-lines">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.fields.name')}</TableCell>
            <TableCell align="right">{translate('resources.orders.fields.finalPrice')}</TableCell>
            <TableCell align="right">{refundText('quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => {
            const left = item.quantity - item.refundedQuantity;
            const name = lineTitle(item, locale);
            return (
              <TableRow key={item.id}>
                <TableCell>
                  <LineTitle line={item} locale={locale} />
                  {item.refundedQuantity > 0 && (
                    <div style={{ fontSize: '0.8em', opacity: 0.7 }}>{refundText('alreadyRefunded', { count: item.refundedQuantity })}</div>
                  )}
                </TableCell>
                <TableCell align="right">{formatMoney(item.lineTotal, locale)}</TableCell>
                <TableCell align="right" sx={{ width: 110 }}>
                  <TextField
                    type="number"
                    size="small"
                    disabled={left === 0}
                    value={quantities[item.id] ?? 0}
                    onChange={(e) => onQuantity(item.id, Math.max(0, Math.min(left, Math.floor(Number(e.target.value) || 0))))}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: left,
                        'aria-label': `${refundText('quantity')}: ${name}`,
                        dir: 'ltr',
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormControlLabel
        control={<Checkbox checked={restock} onChange={(e) => onRestock(e.target.checked)} />}
        label={refundText('restock')}
      />
    </>
  );
};
