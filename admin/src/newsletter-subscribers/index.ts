import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./SubscriberList'), 'SubscriberList'),
  icon: MarkEmailReadIcon,
  recordRepresentation: 'email',
};
