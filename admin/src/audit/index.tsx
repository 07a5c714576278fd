import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../common/lazyView';
import { AuditTitle } from './AuditFields';

/** Who changed what (read only): every admin write, recorded by the server. */
export default {
  list: lazyView(() => import('./AuditList'), 'AuditList'),
  show: lazyView(() => import('./AuditShow'), 'AuditShow'),
  icon: HistoryIcon,
  recordRepresentation: <AuditTitle />,
};
