import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./MessagesList'), 'MessagesList'),
  show: lazyView(() => import('./MessageShow'), 'MessageShow'),
  icon: OutboxIcon,
  recordRepresentation: 'to',
};
