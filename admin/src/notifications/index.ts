import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyView } from '../common/lazyView';
import { byLocalizedTitle } from '../common/representation';

export default {
  list: lazyView(() => import('./NotificationList'), 'NotificationList'),
  create: lazyView(() => import('./NotificationSend'), 'NotificationSend'),
  icon: NotificationsIcon,
  recordRepresentation: byLocalizedTitle,
};
