import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

type Amount = { percent: number } | { fixed: number };
type Kind = 'percent' | 'fixed';

const kindOf = (value: Partial<Amount> | null | undefined): Kind => (value && 'fixed' in value ? 'fixed' : 'percent');

/** A rule's error may sit on the amount or on its percent or fixed part. */
function messageOf(error: unknown): string | undefined {
  const e = error as { message?: string; percent?: { message?: string }; fixed?: { message?: string } } | undefined;
  return e?.message || e?.percent?.message || e?.fixed?.message;
}

/** A discount as the rules hold it: `{ percent }` or `{ fixed }` (SAR), one number with its unit beside it. */
export const AmountInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, defaultValue: { percent: 10 } });
  const value = field.value as Partial<Amount> | null;
  const kind = kindOf(value);
  const number = value ? (kind === 'fixed' ? (value as { fixed: number }).fixed : (value as { percent: number }).percent) : '';
  const error = messageOf(fieldState.error);
  const set = (k: Kind, n: string) => field.onChange({ [k]: n === '' ? null : Number(n) });
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, minWidth: 300 }}>
      <TextField
        select
        size="small"
        label={translate('resources.promotions.fields.type')}
        value={kind}
        onChange={(e) => set(e.target.value as Kind, String(number ?? ''))}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="percent">{translate('resources.promotions.amount.percent')}</MenuItem>
        <MenuItem value="fixed">{translate('resources.promotions.amount.fixed')}</MenuItem>
      </TextField>
      <TextField
        id={id}
        size="small"
        type="number"
        label={translate(label)}
        value={number ?? ''}
        onChange={(e) => set(kind, e.target.value)}
        onBlur={field.onBlur}
        error={!!error}
        helperText={error ? translate(error, { _: error }) : ' '}
        slotProps={{
          htmlInput: { min: 0, step: 'any', name: field.name },
          input: {
            endAdornment: <InputAdornment position="end">{kind === 'percent' ? '%' : translate('ward.common.sar')}</InputAdornment>,
          },
        }}
        sx={{ flex: 1, minWidth: 140 }}
      />
    </Stack>
  );
};
