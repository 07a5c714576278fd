import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button } from '@mui/material';
import type { AdminReviewDto } from '@ward/shared';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

/** Hides or shows one review (`PUT { isHidden }`). */
export const ReviewVisibilityButton = () => {
  const record = useRecordContext<AdminReviewDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = !record.isHidden;
  const onClick = () =>
    update('reviews', { id: record.id, data: { isHidden: next }, previousData: record }, {
      onSuccess: () => notify(next ? 'resources.reviews.actions.hidden' : 'resources.reviews.actions.shown', { messageArgs: { smart_count: 1 } }),
    });
  return (
    <Button size="small" startIcon={record.isHidden ? <VisibilityOffIcon /> : <VisibilityIcon />} color={record.isHidden ? 'inherit' : 'primary'} onClick={onClick} disabled={isPending}>
      {translate(record.isHidden ? 'resources.reviews.actions.show' : 'resources.reviews.actions.hide')}
    </Button>
  );
};
