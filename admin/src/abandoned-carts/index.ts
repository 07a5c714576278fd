// the orders' cart icon, already in the first load (the first-load budget has no room for another)
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./AbandonedCartList'), 'AbandonedCartList'),
  icon: ShoppingCartIcon,
};
