import CategoryIcon from '@mui/icons-material/Category';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./CategoryList'), 'CategoryList'),
  edit: lazyView(() => import('./CategoryEdit'), 'CategoryEdit'),
  create: lazyView(() => import('./CategoryCreate'), 'CategoryCreate'),
  icon: CategoryIcon,
  recordRepresentation: byLocalizedName,
};
