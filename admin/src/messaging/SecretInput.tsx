import { Stack, Typography } from '@mui/material';
import { BooleanInput, PasswordInput, useRecordContext, useTranslate } from 'react-admin';
import { ltrInput } from '../common/direction';

/** A secret field: typed to set it, never shown back; "saved, ending in ••••abcd" and a way to remove it. */
export const SecretInput = ({ source, label }: { source: string; label: string }) => {
  const record = useRecordContext<Record<string, string | null>>();
  const translate = useTranslate();
  const hint = record?.[`${source}Hint`];
  return (
    <Stack spacing={0}>
      <PasswordInput source={source} label={label} autoComplete="new-password" helperText={false} {...ltrInput} />
      {hint && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" data-testid={`${source}-hint`}>
            {translate('ward.messaging.saved')} <bdi dir="ltr">{hint}</bdi>
          </Typography>
          <BooleanInput source={`${source}Remove`} label={translate('ward.messaging.remove')} helperText={false} size="small" />
        </Stack>
      )}
    </Stack>
  );
};

/** Only what the admin typed goes to the server: secrets left empty stay, plain fields left empty fall back to the environment. */
export const submittedFields = (secrets: string[], plain: string[]) => (values: Record<string, unknown>) => {
  const body: Record<string, unknown> = {};
  for (const field of secrets) {
    const value = values[field];
    if (typeof value === 'string' && value.trim()) body[field] = value.trim();
    if (values[`${field}Remove`]) body[field] = '';
  }
  for (const field of plain) {
    const value = values[field];
    body[field] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return body;
};
