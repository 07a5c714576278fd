/**
 * The payment providers' and refunds' messages (server errors, and the back office's payment and
 * refund forms). Kept out of `messages` so the back office's first load does not carry them:
 * the server adds them at start, the back office with its payment screens
 * (`addMessages(paymentMessages)`); `translate` then finds them like any other key.
 */
export const paymentMessages = {
  'payment.captureFailed': {
    ar: 'تعذر تحصيل المبلغ من مزود الدفع، لم يتغير شيء. حاول مرة أخرى بعد قليل',
    en: 'The payment provider could not take the payment; nothing changed. Please try again shortly.',
  },
  'payment.secretInvalid': {
    ar: 'المفتاح السري غير صالح: 8 أحرف على الأقل بلا مسافات',
    en: 'The secret is not valid: at least 8 characters, no spaces',
  },
  'payment.routeInvalid': { ar: 'مزود الدفع لا يقدم طريقة الدفع هذه', en: 'That payment provider does not take this method' },
  'payment.associationInvalid': {
    ar: 'ملف ربط النطاق لـ Apple Pay يجب أن يكون نصاً كما أعطته Apple',
    en: 'The Apple Pay domain association file must be the text Apple gave',
  },
  'payment.providerUnknown': { ar: 'مزود الدفع غير معروف', en: 'Unknown payment provider' },
  'payment.notPayable': { ar: 'لم يعد بالإمكان دفع هذا الطلب', en: 'This order can no longer be paid' },
  'refund.amountPositive': { ar: 'مبلغ الاسترداد يجب أن يكون أكبر من صفر', en: 'The refund amount must be above zero' },
  'refund.quantityPositive': { ar: 'الكمية يجب أن تكون 1 على الأقل', en: 'The quantity must be at least 1' },
  'refund.chooseLines': { ar: 'اختر منتجاً واحداً على الأقل للاسترداد', en: 'Choose at least one item to refund' },
  'refund.notPaid': { ar: 'لا يمكن استرداد مبلغ طلب لم يُدفع', en: 'An unpaid order cannot be refunded' },
  'refund.tooMuch': {
    ar: 'مبلغ الاسترداد (%{amount} ر.س) أكبر من المتبقي من المدفوع (%{left} ر.س)',
    en: 'The refund (%{amount} SAR) is more than what is left of the payment (%{left} SAR)',
  },
  'refund.amountOrLines': { ar: 'أدخل مبلغاً أو اختر منتجات، وليس الاثنين معاً', en: 'Give an amount or choose items, not both' },
  'refund.restockNeedsLines': {
    ar: 'تعاد الكمية إلى المخزون فقط عند استرداد منتجات محددة',
    en: 'Stock goes back only when specific items are refunded',
  },
  'refund.nothingLeft': {
    ar: 'تم استرداد كامل المبلغ المدفوع لهذا الطلب من قبل',
    en: 'Everything paid for this order was refunded already',
  },
  'refund.cashOnDelivery': {
    ar: 'طلبات الدفع عند الاستلام لا تُسترد عبر مزود دفع، أعد المبلغ للعميل مباشرة',
    en: 'Cash-on-delivery orders are not refunded through a payment provider; give the money back directly',
  },
  'refund.lineInvalid': {
    ar: 'المنتج أو الكمية غير موجودة في الطلب، أو سبق استردادها',
    en: 'That item or quantity is not in the order, or was already refunded',
  },
  'refund.nothingPaid': {
    ar: 'هذه المنتجات كانت مجانية ضمن عرض: لم يُدفع عنها شيء يُسترد',
    en: 'These items were free with a promotion: nothing was paid for them to refund',
  },
  'payment.captureUnsupported': { ar: 'هذا الدفع لا يُحصَّل لاحقاً', en: 'This payment is not captured later' },
  'payment.notCapturable': {
    ar: 'لا يمكن تحصيل هذا الدفع لأنه غير مدفوع',
    en: 'This payment cannot be captured because it is not paid',
  },
} as const;

export type PaymentMessageKey = keyof typeof paymentMessages;
