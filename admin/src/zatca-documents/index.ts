import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./ZatcaDocumentList'), 'ZatcaDocumentList'),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
};
