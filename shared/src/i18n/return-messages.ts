/**
 * Returns' messages (issue 30): the server's refusals, and the words both apps show. Loaded like
 * payment-messages (the server adds them at start, an app with its return screens).
 */
export const returnMessages = {
  'return.chooseLines': { ar: 'اختر منتجاً واحداً على الأقل لإرجاعه', en: 'Choose at least one item to return' },
  'return.reasonInvalid': { ar: 'اختر سبب الإرجاع', en: 'Choose why you are returning it' },
  'return.conditionInvalid': { ar: 'اختر حالة المنتج: مغلق أو مفتوح', en: 'Choose the product’s condition: sealed or opened' },
  'return.wishInvalid': { ar: 'اختر ما تريده مقابل الإرجاع', en: 'Choose what you would like instead' },
  'return.wishNotOffered': {
    ar: 'الاستبدال غير متاح بعد، اختر استرداد المبلغ أو رصيداً في المحفظة',
    en: 'Exchanges are not offered yet; choose a refund or store credit',
  },
  'return.walletNeedsAccount': {
    ar: 'الرصيد في المحفظة لأصحاب الحسابات: سجّل الدخول أو اختر استرداد المبلغ',
    en: 'Store credit is for account holders: sign in or choose a refund',
  },
  'return.notDelivered': { ar: 'يمكن إرجاع الطلب بعد استلامه فقط', en: 'An order can be returned only once it is delivered' },
  'return.windowClosed': {
    ar: 'انتهت مهلة الإرجاع: %{days} أيام من الاستلام',
    en: 'The return window has closed: %{days} days from delivery',
  },
  'return.openedExcluded': {
    ar: 'لا يمكن إرجاع عطر مفتوح إلا إذا وصل تالفاً أو مختلفاً عن طلبك',
    en: 'An opened perfume can come back only if it arrived damaged or was not what you ordered',
  },
  'return.tooMany': {
    ar: 'المنتج أو الكمية غير موجودة في الطلب، أو سبق إرجاعها أو استردادها',
    en: 'That item or quantity is not in the order, or was already returned or refunded',
  },
  'return.notFound': { ar: 'طلب الإرجاع غير موجود', en: 'Return not found' },
  'return.transitionRefused': {
    ar: 'لا يمكن تنفيذ هذا الإجراء على طلب إرجاع حالته %{from}',
    en: 'This action does not apply to a return that is %{from}',
  },
  'return.writeOffReasonRequired': {
    ar: 'اذكر سبب إتلاف المنتجات المفتوحة أو التالفة',
    en: 'Give a reason for writing off the opened or damaged units',
  },
  'return.requested': { ar: 'استلمنا طلب الإرجاع', en: 'We have your return request' },
  'return.moved': { ar: 'تم تحديث طلب الإرجاع', en: 'The return was updated' },
  'return.sent': { ar: 'شكراً، سنخبرك حين تصلنا المنتجات', en: 'Thank you; we will tell you when the items arrive' },
  'refund.meansInvalid': { ar: 'اختر طريقة الاسترداد', en: 'Choose how the money goes back' },
  'refund.ibanInvalid': {
    ar: 'رقم الآيبان غير صحيح: 24 خانة تبدأ بـ SA وأرقام التحقق صحيحة',
    en: 'This IBAN is not valid: 24 characters starting with SA, with correct check digits',
  },
  'refund.ibanOnlyForTransfer': { ar: 'الآيبان للتحويل البنكي فقط', en: 'An IBAN goes only with a bank transfer' },
  'refund.referenceRequired': {
    ar: 'اذكر مرجع التحويل أو رقم إيصال الدفع النقدي',
    en: 'Give the transfer’s reference or the cash receipt’s number',
  },
  'refund.manualOnlyForCash': {
    ar: 'يُعاد مبلغ الطلب المدفوع إلكترونياً عبر مزود الدفع فقط',
    en: 'An order paid online is refunded only through its payment provider',
  },
  'refund.walletNeedsAccount': {
    ar: 'طلب الضيف لا محفظة له: اختر تحويلاً بنكياً أو نقداً أو الاسترداد عبر مزود الدفع',
    en: 'A guest order has no wallet: choose a bank transfer, cash or the payment provider',
  },
  'order.lateCancelRefused': {
    ar: 'يمكن إلغاء الطلب لتأخر التوصيل بعد %{days} يوماً من تقديمه إذا لم يصل بعد',
    en: 'An order can be cancelled for late delivery once it is %{days} days old and still not delivered',
  },
  'order.lateCancelled': { ar: 'أُلغي الطلب وسيُعاد المبلغ كاملاً', en: 'The order was cancelled and fully refunded' },
  'order.lateCancelledUnpaid': { ar: 'أُلغي الطلب، ولا يُستحق عليك شيء', en: 'The order was cancelled; nothing is due' },
} as const satisfies Record<string, { ar: string; en: string }>;

export type ReturnMessageKey = keyof typeof returnMessages;
