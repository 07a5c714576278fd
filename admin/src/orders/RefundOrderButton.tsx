import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, TextField, Typography } from '@mui/material';
import { firstFieldErrors, refundForLines, refundRequestSchema, toHalalas, toSar, type Language, type OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { RefundLines } from './RefundLines';
import { useRefund } from './useRefund';
import { useRefundText } from './refundTexts';

type Mode = 'lines' | 'amount';

/** Refund all or part of a paid order: by items (with their coupon share) or by amount, with a reason; optionally stock back. */
export const RefundOrderButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const refundText = useRefundText();
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useRefund(order);
  const left = toSar(toHalalas(order.total) - toHalalas(order.refundedAmount));

  const lines = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }));
  const preview = mode === 'lines' ? (lines.length ? (refundForLines(order, lines) ?? 0) / 100 : 0) : Number(amount) || 0;
  const body: Record<string, unknown> =
    mode === 'lines'
      ? { lines: lines.length ? lines : [], reason, restock }
      : { amount: amount === '' ? undefined : Number(amount), reason };

  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  const submit = () => {
    const parsed = refundRequestSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    setErrors({});
    mutation.mutate(parsed.data, { onSuccess: close });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<CurrencyExchangeIcon />} onClick={() => setOpen(true)}>
        {refundText('action')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="refund-title">
        <DialogTitle id="refund-title">{refundText('title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" data-testid="refund-left">
            {refundText('left')} {formatMoney(left, locale)}
          </Typography>
          <Tabs value={mode} onChange={(_, m: Mode) => (setMode(m), setErrors({}))} sx={{ mb: 1 }}>
            <Tab value="lines" label={refundText('byLines')} />
            <Tab value="amount" label={refundText('byAmount')} />
          </Tabs>
          {mode === 'lines' ? (
            <RefundLines
              order={order}
              quantities={quantities}
              onQuantity={(id, q) => setQuantities((all) => ({ ...all, [id]: q }))}
              restock={restock}
              onRestock={setRestock}
            />
          ) : (
            <>
              <TextField
                fullWidth
                margin="dense"
                type="number"
                name="amount"
                label={refundText('amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={!!errors.amount}
                helperText={errors.amount}
                slotProps={{ htmlInput: { min: 0, max: left, step: '0.01', dir: 'ltr' } }}
              />
              <Button size="small" onClick={() => setAmount(left.toFixed(2))}>
                {refundText('everything')}
              </Button>
            </>
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
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors.reason}
            helperText={errors.reason}
          />
          {mutation.error && (
            <Alert severity="error" role="alert">
              {mutation.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={submit} disabled={mutation.isPending || preview <= 0}>
            {refundText('confirm', { amount: formatMoney(preview, locale) })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
