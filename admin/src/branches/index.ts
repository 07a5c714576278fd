import StoreIcon from '@mui/icons-material/Store';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./BranchList'), 'BranchList'),
  edit: lazyView(() => import('./BranchForm'), 'BranchEdit'),
  create: lazyView(() => import('./BranchForm'), 'BranchCreate'),
  icon: StoreIcon,
  recordRepresentation: byLocalizedName,
};
