import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./BannerList'), 'BannerList'),
  edit: lazyView(() => import('./BannerForm'), 'BannerEdit'),
  create: lazyView(() => import('./BannerForm'), 'BannerCreate'),
  icon: CampaignIcon,
  recordRepresentation: byLocalizedName,
};
