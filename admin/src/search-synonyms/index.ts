import TranslateIcon from '@mui/icons-material/Translate';
import type { SynonymDto } from '@ward/shared';
import { lazyView } from '../common/lazyView';

/** Groups of words a search treats as one, in both languages (issue 17): the server reloads them on every instance. */
export default {
  list: lazyView(() => import('./SynonymList'), 'SynonymList'),
  edit: lazyView(() => import('./SynonymForm'), 'SynonymEdit'),
  create: lazyView(() => import('./SynonymForm'), 'SynonymCreate'),
  icon: TranslateIcon,
  recordRepresentation: (record: SynonymDto) => record.terms.join(' · '),
};
