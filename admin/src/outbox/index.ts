import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./OutboxList'), 'OutboxList'),
  show: lazyView(() => import('./OutboxShow'), 'OutboxShow'),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
};
