import { Stack, Typography } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import type { ProviderAccount } from './ProviderCard';

/** "Saved, ending in ••••abcd" under a secret field (the API never answers the secret), and a way to remove it. */
export const SecretHint = ({ field, locked }: { field: 'secretKey' | 'webhookSecret'; locked: boolean }) => {
  const account = useRecordContext<ProviderAccount>();
  const translate = useTranslate();
  const saved = field === 'secretKey' ? account?.hasSecretKey : account?.hasWebhookSecret;
  const last = field === 'secretKey' ? account?.secretKeyHint : account?.webhookSecretHint;
  if (!saved) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary" data-testid={`${field}-hint`}>
        {translate('ward.payments.saved')} <bdi dir="ltr">{last}</bdi>
      </Typography>
      {!locked && <BooleanInput source={`${field}Remove`} label="ward.payments.remove" helperText={false} size="small" />}
    </Stack>
  );
};
