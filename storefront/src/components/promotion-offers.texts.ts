import { pageTexts } from '../i18n/page-texts';

/** The words about promotions (issue 28) of the cart, checkout and order pages: they travel with those pages. */
const ar = {
  'offers.title': 'العروض المطبقة',
  'offers.total': 'خصم العروض',
  'offers.freeShipping': 'شحن مجاني',
};

const en: typeof ar = {
  'offers.title': 'Offers applied',
  'offers.total': 'Offers',
  'offers.freeShipping': 'Free shipping',
};

export const useOffersT = pageTexts(ar, en);
