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
