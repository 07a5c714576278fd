import MailIcon from '@mui/icons-material/Mail';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./ContactMessageList'), 'ContactMessageList'),
  show: lazyView(() => import('./ContactMessageShow'), 'ContactMessageShow'),
  icon: MailIcon,
  recordRepresentation: 'subject',
};
