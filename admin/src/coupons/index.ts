import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./CouponList'), 'CouponList'),
  edit: lazyView(() => import('./CouponEdit'), 'CouponEdit'),
  create: lazyView(() => import('./CouponCreate'), 'CouponCreate'),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
