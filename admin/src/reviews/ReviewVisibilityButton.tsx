import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, Chip, Stack } from '@mui/material';
import type { AdminReviewDto } from '@ward/shared';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

/** The review's state as a chip, and the button that hides or shows it (`PUT { isHidden }`). */
export const ReviewVisibilityButton = () => {
  const record = useRecordContext<AdminReviewDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = !record.isHidden;
  const onClick = () =>
    update(
      'reviews',
      { id: record.id, data: { isHidden: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(next ? 'resources.reviews.actions.hidden' : 'resources.reviews.actions.shown', { messageArgs: { smart_count: 1 } }),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        variant="outlined"
        color={record.isHidden ? 'default' : 'success'}
        label={translate(record.isHidden ? 'resources.reviews.states.hidden' : 'resources.reviews.states.visible')}
      />
      <Button
        size="small"
        startIcon={record.isHidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
        color={record.isHidden ? 'primary' : 'inherit'}
        onClick={onClick}
        disabled={isPending}
      >
        {translate(record.isHidden ? 'resources.reviews.actions.show' : 'resources.reviews.actions.hide')}
      </Button>
    </Stack>
  );
};
