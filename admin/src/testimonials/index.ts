import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { lazyView } from '../common/lazyView';
import { byLocalizedName } from '../common/representation';

export default {
  list: lazyView(() => import('./TestimonialList'), 'TestimonialList'),
  edit: lazyView(() => import('./TestimonialForm'), 'TestimonialEdit'),
  create: lazyView(() => import('./TestimonialForm'), 'TestimonialCreate'),
  icon: FormatQuoteIcon,
  recordRepresentation: byLocalizedName,
};
