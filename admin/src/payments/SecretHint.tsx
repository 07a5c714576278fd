import { Stack, Typography } from '@mui/material';
import { BooleanInput, useRecordContext } from 'react-admin';
import type { ProviderAccount } from './ProviderCard';
import { usePaymentsText } from './usePaymentsText';

/** "Saved, ending in ••••abcd" under a secret field (the API never answers the secret), and a way to remove it. */
export const SecretHint = ({ field, locked }: { field: 'secretKey' | 'webhookSecret'; locked: boolean }) => {
  const account = useRecordContext<ProviderAccount>();
  const text = usePaymentsText();
  const saved = field === 'secretKey' ? account?.hasSecretKey : account?.hasWebhookSecret;
  const last = field === 'secretKey' ? account?.secretKeyHint : account?.webhookSecretHint;
  if (!saved) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary" data-testid={`${field}-hint`}>
        {text('saved')} <bdi dir="ltr">{last}</bdi>
      </Typography>
      {!locked && <BooleanInput source={`${field}Remove`} label={text('remove')} helperText={false} size="small" />}
    </Stack>
  );
};
