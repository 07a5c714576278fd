import { pageTexts } from '../../i18n/page-texts';

/** The wallet page's texts (signed-in customers only, so not in the first load). */
const ar = {
  'wallet.title': 'محفظتي',
  'wallet.nav': 'المحفظة',
  'wallet.balance': 'رصيدك',
  'wallet.expiringSoon': 'ينتهي {amount} من رصيدك خلال 30 يوماً',
  'wallet.explain': 'هنا يظهر ما يضيفه المتجر إلى محفظتك من رصيد، وكل حركة عليه.',
  'wallet.empty': 'لا حركات في محفظتك بعد',
  'wallet.history': 'حركات المحفظة',
  'wallet.date': 'التاريخ',
  'wallet.what': 'الحركة',
  'wallet.amount': 'المبلغ',
  'wallet.expires': 'ينتهي في {date}',
};
const en: typeof ar = {
  'wallet.title': 'My wallet',
  'wallet.nav': 'Wallet',
  'wallet.balance': 'Your balance',
  'wallet.expiringSoon': '{amount} of your balance expires within 30 days',
  'wallet.explain': 'Store credit the shop gives you shows here, with every movement of it.',
  'wallet.empty': 'No movements in your wallet yet',
  'wallet.history': 'Wallet movements',
  'wallet.date': 'Date',
  'wallet.what': 'Movement',
  'wallet.amount': 'Amount',
  'wallet.expires': 'Expires {date}',
};

export const useWalletT = pageTexts(ar, en);
