import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { firstFieldErrors, rejectOrderSchema, type Language, type OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useOrderAction } from './useOrderAction';

/** Reject with a reason (checked with the shared schema), which the customer receives. */
export const RejectOrderButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useOrderAction(order, 'reject');
  const submit = () => {
    const parsed = rejectOrderSchema.safeParse({ reason });
    if (!parsed.success) return setError(firstFieldErrors(parsed.error, locale).reason);
    mutation.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('resources.orders.actions.reject')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.orders.actions.reject_title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            name="reason"
            label={translate('resources.orders.actions.reason')}
            value={reason}
            onChange={(e) => (setReason(e.target.value), setError(undefined))}
            error={!!error}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={submit} disabled={mutation.isPending}>
            {translate('resources.orders.actions.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
