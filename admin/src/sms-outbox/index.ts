import SmsIcon from '@mui/icons-material/Sms';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./SmsOutboxList'), 'SmsOutboxList'),
  icon: SmsIcon,
  recordRepresentation: 'to',
};
