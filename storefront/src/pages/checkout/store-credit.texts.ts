import { pageTexts } from '../../i18n/page-texts';

/** The checkout's store-credit texts (issue 31): only the checkout shows them. */
const ar = {
  'credit.use': 'استخدم رصيد المتجر (المتاح {amount})',
  'credit.payLater': 'لا يمكن جمع رصيد المتجر مع الدفع الآجل',
  'credit.applied': 'رصيد المتجر',
  'credit.toPay': 'المتبقي للدفع',
  'credit.coversAll': 'رصيد المتجر يغطي الطلب كاملاً',
};
const en: typeof ar = {
  'credit.use': 'Use my store credit (available {amount})',
  'credit.payLater': 'Store credit cannot be combined with pay later',
  'credit.applied': 'Store credit',
  'credit.toPay': 'Left to pay',
  'credit.coversAll': 'Your store credit pays the whole order',
};

export const useStoreCreditT = pageTexts(ar, en);
