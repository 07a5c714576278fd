import LocalMallIcon from '@mui/icons-material/LocalMall';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./ProductList'), 'ProductList'),
  edit: lazyView(() => import('./ProductEdit'), 'ProductEdit'),
  create: lazyView(() => import('./ProductCreate'), 'ProductCreate'),
  icon: LocalMallIcon,
  recordRepresentation: byLocalizedName,
};
