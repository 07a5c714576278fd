import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./ReturnList'), 'ReturnList'),
  show: lazyView(() => import('./ReturnShow'), 'ReturnShow'),
  icon: AssignmentReturnIcon,
};
