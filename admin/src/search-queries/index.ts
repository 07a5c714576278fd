import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyView } from '../common/lazyView';

/** What shoppers search for (read only, no shopper data): top queries, those that found nothing, clicks after a search. */
export default {
  list: lazyView(() => import('./SearchQueryList'), 'SearchQueryList'),
  icon: ManageSearchIcon,
  recordRepresentation: 'query',
};
