import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';
import { usePaymentsText } from './usePaymentsText';

/** Where the provider must send its webhooks (README says how to register it with each provider). */
export const WebhookUrl = ({ url, provider }: { url: string; provider: string }) => {
  const text = usePaymentsText();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => notify(text('copied'), { type: 'info' }),
      () => undefined,
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        label={text('webhookUrl')}
        helperText={text(`help.${provider}.webhookUrl`)}
        value={url}
        slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
      />
      <Tooltip title={text('copy')}>
        <IconButton onClick={() => void copy()} aria-label={text('copy')}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
