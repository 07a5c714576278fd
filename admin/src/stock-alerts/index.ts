import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./StockAlertList'), 'StockAlertList'),
  icon: NotificationsActiveIcon,
};
