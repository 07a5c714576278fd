import { pageTexts } from '../../i18n/page-texts';

/** The return policy page's statement of the buyer's rights under the E-Commerce Law (issue 33 §4). */
export const useLegalRightsT = pageTexts(
  {
    title: 'حقوقك بموجب نظام التجارة الإلكترونية',
    return: 'يحق لك إرجاع المنتج خلال 7 أيام من استلامه وفق شروط الإرجاع.',
    late: 'إن لم يصلك طلبك خلال 15 يوماً من تقديمه فيحق لك إلغاؤه واسترداد كامل المبلغ.',
    ours: 'نقبل الإرجاع في متجرنا خلال {days} يوماً من الاستلام.',
  },
  {
    title: 'Your rights under the E-Commerce Law',
    return: 'You may return a product within 7 days of receiving it, under the return conditions.',
    late: 'If your order has not arrived 15 days after you placed it, you may cancel it for a full refund.',
    ours: 'Our shop accepts returns within {days} days of delivery.',
  },
);
