import { Alert, Button, DialogActions, DialogContent, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { PAYMENT_METHOD_NAMES, type Language, type OrderDto, type RefundRequest } from '@ward/shared';
import { formatMoney } from '../common/fields';
import { LineTitle } from './LineTitle';
import { useRefundText } from './useRefundText';
import type { useRefundForm } from './useRefundForm';

/** What a refund will do, read back before it is sent: the amount, where it goes, the items and their stock, the reason. */
const RefundReview = ({
  order,
  request,
  amount,
  locale,
}: {
  order: OrderDto;
  request: RefundRequest;
  amount: number;
  locale: Language;
}) => {
  const refundText = useRefundText();
  const lines = (request.lines ?? []).map(({ itemId, quantity }) => ({ itemId, quantity, item: order.items.find((i) => i.id === itemId) }));
  const rows: Array<[string, React.ReactNode]> = [
    [refundText('reviewAmount'), <strong key="amount">{formatMoney(amount, locale)}</strong>],
    [refundText('reviewMethod'), PAYMENT_METHOD_NAMES[order.paymentMethod][locale]],
    [
      refundText('reviewLines'),
      lines.length ? (
        <ul key="lines" style={{ margin: 0, paddingInlineStart: 18 }}>
          {lines.map(({ itemId, quantity, item }) => (
            <li key={itemId}>
              {item ? <LineTitle line={item} locale={locale} /> : `#${itemId}`} × {quantity}
            </li>
          ))}
        </ul>
      ) : (
        refundText('reviewWhole')
      ),
    ],
    ...(request.lines ? [[refundText('reviewRestock'), refundText(request.restock ? 'restockYes' : 'restockNo')] as [string, string]] : []),
    [
      refundText('reason'),
      <span key="reason" style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
        {request.reason}
      </span>,
    ],
  ];
  return (
    <>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {refundText('reviewIntro')}
      </Alert>
      <Table size="small" data-testid="refund-review">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 500 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

/** The refund dialog's last step: the review, then "back" to edit or the one button that sends the refund. */
export const RefundReviewStep = ({ order, form: f }: { order: OrderDto; form: ReturnType<typeof useRefundForm> }) => {
  const refundText = useRefundText();
  const { locale, mutation } = f;
  if (!f.review) return null;
  return (
    <>
      <DialogContent>
        <RefundReview order={order} request={f.review} amount={f.preview} locale={locale} />
        {mutation.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {mutation.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={f.back} disabled={mutation.isPending}>
          {refundText('back')}
        </Button>
        <Button variant="contained" color="warning" onClick={f.send} disabled={mutation.isPending}>
          {refundText('confirm', { amount: formatMoney(f.preview, locale) })}
        </Button>
      </DialogActions>
    </>
  );
};
