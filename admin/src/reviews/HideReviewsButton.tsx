import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton } from 'react-admin';

/** Hide or show the selected reviews at once. */
export const HideReviewsButton = ({ isHidden }: { isHidden: boolean }) => (
  <BulkUpdateButton
    data={{ isHidden }}
    label={isHidden ? 'resources.reviews.actions.hide' : 'resources.reviews.actions.show'}
    icon={isHidden ? <VisibilityOffIcon /> : <VisibilityIcon />}
    mutationMode="pessimistic"
  />
);
