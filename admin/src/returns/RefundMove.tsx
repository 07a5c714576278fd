import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  addMessages,
  firstFieldErrors,
  MANUAL_REFUND_MEANS,
  returnMessages,
  returnRefundSchema,
  type Language,
  type RefundMeans,
  type ReturnDto,
} from '@ward/shared';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useReturnAction } from './useReturnAction';

addMessages(returnMessages);

const T = 'resources.returns.actions';
/** Cash on delivery goes back by hand or as store credit; an online payment through its provider or as store credit. */
const BY_HAND: RefundMeans[] = ['bankTransfer', 'cash', 'wallet'];
const ONLINE: RefundMeans[] = ['provider', 'wallet'];

/** How the money goes back: the customer's IBAN for a transfer, and the reference of money given by hand. */
const MeansFields = (props: {
  choices: RefundMeans[];
  means: RefundMeans;
  iban: string;
  reference: string;
  errors: Record<string, string>;
  onMeans: (m: RefundMeans) => void;
  onIban: (v: string) => void;
  onReference: (v: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <RadioGroup
        name="means"
        value={props.means}
        onChange={(e) => props.onMeans(e.target.value as RefundMeans)}
        aria-label={translate(`${T}.means`)}
      >
        {props.choices.map((m) => (
          <FormControlLabel key={m} value={m} control={<Radio />} label={translate(`resources.returns.means.${m}`)} />
        ))}
      </RadioGroup>
      {props.means === 'bankTransfer' && (
        <TextField
          fullWidth
          margin="dense"
          name="iban"
          label={translate(`${T}.iban`)}
          value={props.iban}
          onChange={(e) => props.onIban(e.target.value)}
          error={!!props.errors.iban}
          helperText={props.errors.iban ?? 'SA00 0000 0000 0000 0000 0000'}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
        />
      )}
      {MANUAL_REFUND_MEANS.includes(props.means) && (
        <TextField
          fullWidth
          margin="dense"
          name="reference"
          label={translate(props.means === 'cash' ? `${T}.receipt` : `${T}.transfer_reference`)}
          value={props.reference}
          onChange={(e) => props.onReference(e.target.value)}
          error={!!props.errors.reference}
          helperText={props.errors.reference}
        />
      )}
    </>
  );
};

/**
 * The refund: for an order paid online, a confirmation that the provider gives the money back;
 * for cash on delivery, how it goes back (a transfer to the customer's IBAN, or cash at a branch)
 * with its reference, checked with the shared schema before anything is sent.
 */
export const RefundMove = ({ record }: { record: ReturnDto }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const byHand = record.paymentMethod === 'cod';
  // what the customer asked for comes first: store credit, or the usual way back
  const [means, setMeans] = useState<RefundMeans>(record.wish === 'wallet' ? 'wallet' : byHand ? 'bankTransfer' : 'provider');
  const [iban, setIban] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useReturnAction(record, 'refund');
  const submit = () => {
    const manual = MANUAL_REFUND_MEANS.includes(means);
    const body =
      means === 'provider'
        ? {}
        : { means, ...(means === 'bankTransfer' ? { iban } : {}), ...(manual && reference.trim() ? { reference } : {}) };
    const parsed = returnRefundSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    mutation.mutate(body, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button variant="contained" color="warning" onClick={() => setOpen(true)} disabled={mutation.isPending}>
        {translate(`${T}.refund`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`${T}.confirm_title`, { action: translate(`${T}.refund`), id: record.id })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(byHand ? `${T}.refund_by_hand` : `${T}.refund_confirm`)}</DialogContentText>
          <MeansFields
            choices={byHand ? BY_HAND : ONLINE}
            means={means}
            iban={iban}
            reference={reference}
            errors={errors}
            onMeans={(m) => (setMeans(m), setErrors({}))}
            onIban={(v) => (setIban(v), setErrors({}))}
            onReference={(v) => (setReference(v), setErrors({}))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="warning" variant="contained" onClick={submit} disabled={mutation.isPending}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
