import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import {
  firstFieldErrors,
  inspectReturnSchema,
  RETURN_ACTIONS,
  rejectReturnSchema,
  returnActionApplies,
  returnSentSchema,
  type Language,
  type ReturnAction,
  type ReturnDto,
} from '@ward/shared';
import { useState } from 'react';
import { Confirm, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { RefundMove } from './RefundMove';
import { useReturnAction } from './useReturnAction';

const T = 'resources.returns.actions';

/** A move that needs only a yes. */
const ConfirmMove = ({ record, action }: { record: ReturnDto; action: 'approve' | 'receive' | 'close' }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mutation = useReturnAction(record, action);
  return (
    <>
      <Button variant="contained" color="primary" onClick={() => setOpen(true)} disabled={mutation.isPending}>
        {translate(`${T}.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={translate(`${T}.confirm_title`, { action: translate(`${T}.${action}`), id: record.id })}
        content="ra.message.are_you_sure"
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const TEXT_FIELDS = { reject: 'reason', inspect: 'writeOffReason', transit: 'trackingNumber' } as const;
const SCHEMAS = { reject: rejectReturnSchema, inspect: inspectReturnSchema, transit: returnSentSchema };
const FIELD_LABELS = { reject: 'reason', inspect: 'write_off_reason', transit: 'tracking_number' };

/** Reject, inspect or the carrier's pickup: a dialog with one text, checked with the shared schema before it is sent. */
const ReasonMove = ({ record, action }: { record: ReturnDto; action: 'reject' | 'inspect' | 'transit' }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useReturnAction(record, action);
  const writeOff = action === 'inspect' && (record.condition === 'opened' || record.reason === 'damaged');
  const asksReason = action !== 'inspect' || writeOff;
  const field = TEXT_FIELDS[action];
  const submit = () => {
    const body = asksReason ? { [field]: reason } : {};
    const parsed = SCHEMAS[action].safeParse(body);
    if (!parsed.success) return setError(firstFieldErrors(parsed.error, locale)[field]);
    if (writeOff && !reason.trim()) return setError(translate(`${T}.write_off_reason_required`));
    mutation.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button
        variant={action === 'inspect' ? 'contained' : 'outlined'}
        color={action === 'reject' ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {translate(`${T}.${action}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`${T}.${action}_title`, { id: record.id })}</DialogTitle>
        <DialogContent>
          {action === 'inspect' && (
            <DialogContentText>{translate(writeOff ? `${T}.inspect_write_off` : `${T}.inspect_restock`)}</DialogContentText>
          )}
          {action === 'transit' && <DialogContentText>{translate(`${T}.transit_hint`)}</DialogContentText>}
          {asksReason && (
            <TextField
              autoFocus
              fullWidth
              multiline={action !== 'transit'}
              minRows={action !== 'transit' ? 3 : undefined}
              margin="dense"
              name={field}
              label={translate(`${T}.${FIELD_LABELS[action]}`)}
              value={reason}
              onChange={(e) => (setReason(e.target.value), setError(undefined))}
              error={!!error}
              helperText={error}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color={action === 'reject' ? 'error' : 'primary'} variant="contained" onClick={submit} disabled={mutation.isPending}>
            {translate(`${T}.${action}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Only the moves the return's state allows. */
export const ReturnActions = () => {
  const record = useRecordContext<ReturnDto>();
  if (!record) return null;
  const allowed = (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((a) => returnActionApplies(a, record.status));
  return (
    <>
      {allowed.includes('approve') && <ConfirmMove record={record} action="approve" />}
      {allowed.includes('reject') && <ReasonMove record={record} action="reject" />}
      {allowed.includes('transit') && <ReasonMove record={record} action="transit" />}
      {allowed.includes('receive') && <ConfirmMove record={record} action="receive" />}
      {allowed.includes('inspect') && <ReasonMove record={record} action="inspect" />}
      {allowed.includes('refund') && <RefundMove record={record} />}
      {allowed.includes('close') && <ConfirmMove record={record} action="close" />}
    </>
  );
};
