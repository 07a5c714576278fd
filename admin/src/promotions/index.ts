import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./PromotionList'), 'PromotionList'),
  edit: lazyView(() => import('./PromotionEdit'), 'PromotionEdit'),
  create: lazyView(() => import('./PromotionEdit'), 'PromotionCreate'),
  icon: CampaignIcon,
  recordRepresentation: byLocalizedName,
};
