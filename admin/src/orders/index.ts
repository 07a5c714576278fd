import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./OrderList'), 'OrderList'),
  show: lazyView(() => import('./OrderShow'), 'OrderShow'),
  icon: ShoppingCartIcon,
  recordRepresentation: 'orderNumber',
};
