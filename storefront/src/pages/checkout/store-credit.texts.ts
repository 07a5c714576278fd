import { pageTexts } from '../../i18n/page-texts';

/** The store-credit texts (issue 31): only the checkout and the order page show them. */
const ar = {
  'credit.use': 'استخدم رصيد المتجر (المتاح {amount})',
  'credit.payLater': 'لا يمكن جمع رصيد المتجر مع الدفع الآجل',
  'credit.applied': 'رصيد المتجر',
  'credit.toPay': 'المتبقي للدفع',
  'credit.coversAll': 'رصيد المتجر يغطي الطلب كاملاً',
  'credit.paid': 'دُفع بوسيلة الدفع',
  'credit.toCollect': 'يُحصَّل عند التوصيل',
};
const en: typeof ar = {
  'credit.use': 'Use my store credit (available {amount})',
  'credit.payLater': 'Store credit cannot be combined with pay later',
  'credit.applied': 'Store credit',
  'credit.toPay': 'Left to pay',
  'credit.coversAll': 'Your store credit pays the whole order',
  'credit.paid': 'Paid by the payment method',
  'credit.toCollect': 'To collect on delivery',
};

export const useStoreCreditT = pageTexts(ar, en);
