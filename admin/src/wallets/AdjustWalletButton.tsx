import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { firstFieldErrors, walletAdjustmentSchema, type Language, type WalletDto } from '@ward/shared';
import { useState } from 'react';
import { useDataProvider, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import type { WardDataProvider } from '../providers';
import { AdjustWalletFields, EMPTY_ADJUSTMENT } from './AdjustWalletFields';

const T = 'resources.wallets.adjust';

/** Goodwill credit or a correction: a dialog that says what will move before it is sent (checked with the shared schema). */
export const AdjustWalletButton = () => {
  const record = useRecordContext<WalletDto & { id: number }>();
  const dataProvider = useDataProvider<WardDataProvider>();
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY_ADJUSTMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: unknown) => dataProvider.act('wallets', record!.id, 'adjust', body),
    onSuccess: () => (notify(`${T}.done`, { type: 'success' }), setOpen(false), setForm(EMPTY_ADJUSTMENT), refresh()),
    onError: (error: Error & { body?: { errors?: Record<string, string> } }) =>
      error.body?.errors
        ? setErrors(error.body.errors)
        : notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: error.message } }),
  });
  if (!record) return null;
  const body = {
    direction: form.direction,
    amount: Number(form.amount),
    reason: form.reason,
    expiresAt: form.direction === 'credit' && form.expiresAt ? form.expiresAt : null,
  };
  const submit = () => {
    const parsed = walletAdjustmentSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    mutation.mutate(body);
  };
  const amount = Number(form.amount) > 0 ? formatMoney(Number(form.amount), locale) : null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <AdjustWalletFields
            form={form}
            errors={errors}
            onChange={(name, value) => (setForm({ ...form, [name]: value }), setErrors({}))}
          />
          {amount && (
            <DialogContentText role="status" sx={{ mt: 2 }}>
              {translate(`${T}.summary_${form.direction}`, { amount })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color={form.direction === 'debit' ? 'warning' : 'primary'}
            onClick={submit}
            disabled={mutation.isPending}
          >
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
