import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./ShippingRateList'), 'ShippingRateList'),
  edit: lazyView(() => import('./ShippingRateForm'), 'ShippingRateEdit'),
  create: lazyView(() => import('./ShippingRateForm'), 'ShippingRateCreate'),
  icon: PriceChangeIcon,
  recordRepresentation: (r: { country?: string }) => r.country ?? '',
};
