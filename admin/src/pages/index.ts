import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../common/lazyView';
import { byLocalizedTitle } from '../common/representation';

export default {
  list: lazyView(() => import('./PageList'), 'PageList'),
  edit: lazyView(() => import('./PageEdit'), 'PageEdit'),
  icon: ArticleIcon,
  recordRepresentation: byLocalizedTitle,
};
