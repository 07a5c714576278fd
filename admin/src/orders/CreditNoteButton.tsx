import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditNoteRequestSchema, firstFieldErrors, type Language, type OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../providers';
import '../zatca/zatcaTexts';

/** A credit note against the order's invoice (a return or a refund): an amount, or the whole invoice when empty. */
export const CreditNoteButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useDataProvider<WardDataProvider>();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: object) => dataProvider.post(`orders/${order.id}/credit-notes`, body),
    onSuccess: () => {
      setOpen(false);
      void client.invalidateQueries({ queryKey: ['zatca-documents', order.id] });
      notify('ward.notification.action_done', { type: 'success' });
    },
    onError: (e: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }),
  });
  const submit = () => {
    const body = amount.trim() ? { amount: Number(amount), reason } : { whole: true, reason };
    const parsed = creditNoteRequestSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    mutation.mutate(parsed.data);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('ward.zatca.credit.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('ward.zatca.credit.title', { number: order.invoiceNumber ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('ward.zatca.credit.help', { total: order.total.toFixed(2) })}</DialogContentText>
          <TextField
            fullWidth
            margin="dense"
            name="amount"
            type="number"
            label={translate('ward.zatca.credit.amount')}
            value={amount}
            onChange={(e) => (setAmount(e.target.value), setErrors({}))}
            error={!!errors.amount}
            helperText={errors.amount}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, dir: 'ltr' } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="reason"
            label={translate('resources.orders.actions.reason')}
            value={reason}
            onChange={(e) => (setReason(e.target.value), setErrors({}))}
            error={!!errors.reason}
            helperText={errors.reason}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={mutation.isPending}>
            {translate('ward.zatca.credit.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
