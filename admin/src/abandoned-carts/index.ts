import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./AbandonedCartList'), 'AbandonedCartList'),
  icon: RemoveShoppingCartIcon,
};
