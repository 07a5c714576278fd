/**
 * The wallet's messages (issue 31): the server's refusals and the words both apps show. Loaded like
 * return-messages (the server adds them at start, an app with its wallet screens).
 */
export const walletMessages = {
  'wallet.insufficient': {
    ar: 'رصيد المحفظة لا يكفي: المتاح %{balance} ر.س',
    en: 'Not enough in the wallet: %{balance} SAR available',
  },
  'wallet.direction': { ar: 'اختر إضافة رصيد أو خصمه', en: 'Choose to add credit or take it off' },
  'wallet.expiryPast': { ar: 'تاريخ انتهاء الرصيد يجب أن يكون في المستقبل', en: 'The credit must expire in the future' },
  'wallet.expiryOnCredit': { ar: 'تاريخ الانتهاء يخص الرصيد المضاف فقط', en: 'Only added credit can expire' },
  'wallet.customerNotFound': { ar: 'العميل غير موجود', en: 'Customer not found' },
  'wallet.guestCannotSpend': {
    ar: 'رصيد المتجر لأصحاب الحسابات: سجّل الدخول لاستخدامه',
    en: 'Store credit is for account holders: sign in to use it',
  },
  'wallet.coversAll': {
    ar: 'رصيد المتجر يغطي الطلب كاملاً: اختر الدفع برصيد المتجر',
    en: 'Your store credit covers the whole order: choose to pay with store credit',
  },
  'wallet.short': {
    ar: 'رصيد المتجر لا يغطي الطلب: المتاح %{balance} ر.س من %{total} ر.س، اختر وسيلة دفع للباقي',
    en: 'Your store credit does not cover the order: %{balance} of %{total} SAR available, choose a way to pay the rest',
  },
  'wallet.notWithPayLater': {
    ar: 'لا يمكن جمع رصيد المتجر مع الدفع الآجل (تابي أو تمارا): ادفع الباقي بوسيلة أخرى',
    en: 'Store credit cannot be combined with pay later (Tabby or Tamara): pay the rest another way',
  },
  'wallet.kind.goodwill': { ar: 'رصيد من المتجر', en: 'Credit from the shop' },
  'wallet.kind.refund': { ar: 'استرداد', en: 'Refund' },
  'wallet.kind.return': { ar: 'مرتجع', en: 'Return' },
  'wallet.kind.cashback': { ar: 'استرجاع نقدي', en: 'Cashback' },
  'wallet.kind.checkoutReversal': { ar: 'إعادة مبلغ طلب ملغى', en: 'Cancelled order given back' },
  'wallet.kind.correction': { ar: 'تصحيح', en: 'Correction' },
  'wallet.kind.checkout': { ar: 'دفع طلب', en: 'Paid an order' },
  'wallet.kind.expiry': { ar: 'انتهاء صلاحية الرصيد', en: 'Credit expired' },
} as const;
export type WalletMessageKey = keyof typeof walletMessages;
