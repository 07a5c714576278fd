import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./ReviewList'), 'ReviewList'),
  icon: RateReviewIcon,
  recordRepresentation: 'userName',
};
