import SearchIcon from '@mui/icons-material/Search';
import { lazyView } from '../common/lazyView';

/** What shoppers search for (read only, no shopper data): top queries, those that found nothing, clicks after a search. */
export default {
  list: lazyView(() => import('./SearchQueryList'), 'SearchQueryList'),
  icon: SearchIcon,
  recordRepresentation: 'query',
};
