import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton, useListContext, useNotify, useRefresh } from 'react-admin';

/** Hide or show the selected reviews at once; the notice says how many, with Arabic plurals. */
export const HideReviewsButton = ({ isHidden }: { isHidden: boolean }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const onSuccess = () => {
    notify(isHidden ? 'resources.reviews.actions.hidden' : 'resources.reviews.actions.shown', {
      type: 'info',
      messageArgs: { smart_count: selectedIds.length },
    });
    onUnselectItems();
    refresh();
  };
  return (
    <BulkUpdateButton
      data={{ isHidden }}
      label={isHidden ? 'resources.reviews.actions.hide' : 'resources.reviews.actions.show'}
      icon={isHidden ? <VisibilityOffIcon /> : <VisibilityIcon />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
    />
  );
};
