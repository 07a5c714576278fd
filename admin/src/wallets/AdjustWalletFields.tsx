import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const EMPTY_ADJUSTMENT = { direction: 'credit' as 'credit' | 'debit', amount: '', reason: '', expiresAt: '' };
export type AdjustmentForm = typeof EMPTY_ADJUSTMENT;

const T = 'resources.wallets.adjust';

interface Props {
  form: AdjustmentForm;
  errors: Record<string, string>;
  onChange: (field: keyof AdjustmentForm, value: string) => void;
}

/** Credit or correction, the amount, the reason, and (for a credit) when it expires. */
export const AdjustWalletFields = ({ form, errors, onChange }: Props) => {
  const translate = useTranslate();
  const field = (name: keyof AdjustmentForm) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: !!errors[name],
    helperText: errors[name],
  });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <RadioGroup row name="direction" value={form.direction} onChange={(e) => onChange('direction', e.target.value)}>
        <FormControlLabel value="credit" control={<Radio />} label={translate(`${T}.credit`)} />
        <FormControlLabel value="debit" control={<Radio />} label={translate(`${T}.debit`)} />
      </RadioGroup>
      <TextField
        {...field('amount')}
        type="number"
        label={translate('resources.wallets.fields.amount')}
        slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
        autoFocus
      />
      <TextField {...field('reason')} label={translate(`${T}.reason`)} multiline minRows={2} />
      {form.direction === 'credit' && (
        <TextField {...field('expiresAt')} type="date" label={translate(`${T}.expires`)} slotProps={{ inputLabel: { shrink: true } }} />
      )}
    </Stack>
  );
};
