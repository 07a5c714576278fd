import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { RefundAmount } from './RefundAmount';
import { RefundLines } from './RefundLines';
import { RefundReviewStep } from './RefundReview';
import { useRefundText } from './useRefundText';
import { useRefundForm, type RefundMode } from './useRefundForm';

/**
 * Refund all or part of a paid order: by items (with their coupon share) or by amount, with a
 * reason; optionally stock back. Money moves only from the review step, which reads the refund back.
 */
export const RefundOrderButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const refundText = useRefundText();
  const f = useRefundForm(order);
  const { locale, mode, errors } = f;

  return (
    <>
      <Button variant="outlined" startIcon={<CurrencyExchangeIcon />} onClick={() => f.setOpen(true)}>
        {refundText('action')}
      </Button>
      <Dialog open={f.open} onClose={f.close} fullWidth maxWidth="sm" aria-labelledby="refund-title">
        <DialogTitle id="refund-title">
          {f.review
            ? refundText('reviewTitle', { amount: formatMoney(f.preview, locale), number: order.orderNumber })
            : refundText('title', { number: order.orderNumber })}
        </DialogTitle>
        {f.review ? (
          <RefundReviewStep order={order} form={f} />
        ) : (
          <>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" data-testid="refund-left">
                {refundText('left')} {formatMoney(f.left, locale)}
              </Typography>
              <Tabs value={mode} onChange={(_, m: RefundMode) => f.changeMode(m)} sx={{ mb: 1 }}>
                <Tab value="lines" label={refundText('byLines')} />
                <Tab value="amount" label={refundText('byAmount')} />
              </Tabs>
              {mode === 'lines' ? (
                <RefundLines
                  order={order}
                  quantities={f.quantities}
                  onQuantity={f.setQuantity}
                  restock={f.restock}
                  onRestock={f.setRestock}
                />
              ) : (
                <RefundAmount amount={f.amount} setAmount={f.setAmount} left={f.left} error={errors.amount} />
              )}
              {mode === 'lines' && (errors.lines || errors.amount) && (
                <Alert severity="error">{errors.lines ?? refundText('chooseLines')}</Alert>
              )}
              <TextField
                fullWidth
                multiline
                minRows={2}
                margin="dense"
                name="reason"
                label={refundText('reason')}
                value={f.reason}
                onChange={(e) => f.setReason(e.target.value)}
                error={!!errors.reason}
                helperText={errors.reason}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={f.close}>{translate('ra.action.cancel')}</Button>
              <Button variant="contained" onClick={f.submit} disabled={f.preview <= 0}>
                {refundText('review')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
};
