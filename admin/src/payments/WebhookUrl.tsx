import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Where the provider must send its webhooks (README says how to register it with each provider). */
export const WebhookUrl = ({ url, provider }: { url: string; provider: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => notify('ward.payments.copied', { type: 'info' }),
      () => undefined,
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        label={translate('ward.payments.webhookUrl')}
        helperText={translate(`ward.payments.help.${provider}.webhookUrl`)}
        value={url}
        slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
      />
      <Tooltip title={translate('ward.payments.copy')}>
        <IconButton onClick={() => void copy()} aria-label={translate('ward.payments.copy')}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
