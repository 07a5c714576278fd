import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./WhatsAppOutboxList'), 'WhatsAppOutboxList'),
  icon: WhatsAppIcon,
  recordRepresentation: 'to',
};
