import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./CarrierList'), 'CarrierList'),
  edit: lazyView(() => import('./CarrierForm'), 'CarrierEdit'),
  create: lazyView(() => import('./CarrierForm'), 'CarrierCreate'),
  icon: LocalShippingIcon,
  recordRepresentation: byLocalizedName,
};
