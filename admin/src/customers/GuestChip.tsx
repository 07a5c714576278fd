import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './guest.texts';

registerScreenTexts(texts);

/** Marks a guest checkout's customer or order (issue 18): bought without an account. */
export const GuestChip = ({ show }: { show: boolean | undefined }) => {
  const translate = useTranslate();
  if (!show) return null;
  return (
    <Tooltip title={translate('ward.guest.hint')}>
      <Chip
        size="small"
        variant="outlined"
        color="secondary"
        label={translate('ward.guest.label')}
        sx={{ marginInlineStart: 1 }}
        data-testid="guest-chip"
      />
    </Tooltip>
  );
};
