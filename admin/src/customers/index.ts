import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../common/lazyView';

export default {
  list: lazyView(() => import('./CustomerList'), 'CustomerList'),
  edit: lazyView(() => import('./CustomerEdit'), 'CustomerEdit'),
  create: lazyView(() => import('./CustomerCreate'), 'CustomerCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
