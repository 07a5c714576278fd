import { pageTexts } from '../../i18n/page-texts';

/** The payment result page's own texts (tax invoice, reference, the look-up for a guest). */
const ar = {
  'paymentResult.taxInvoice': 'رقم الفاتورة الضريبية',
  'paymentResult.reference': 'مرجع الدفع',
  'paymentResult.paidAt': 'تاريخ الدفع',
  'paymentResult.lookupText': 'لم نتمكن من فتح هذا الطلب في هذا المتصفح. أدخل رقم الطلب من رسالتك، ورقم الجوال أو البريد الإلكتروني الذي طلبت به.',
};

const en: Record<keyof typeof ar, string> = {
  'paymentResult.taxInvoice': 'Tax invoice number',
  'paymentResult.reference': 'Payment reference',
  'paymentResult.paidAt': 'Paid on',
  'paymentResult.lookupText': 'We could not open this order in this browser. Enter the order number from your message and the mobile number or email you ordered with.',
};

export const usePaymentT = pageTexts(ar, en);
