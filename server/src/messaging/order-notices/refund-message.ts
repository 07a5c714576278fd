import { PAYMENT_METHOD_NAMES, type Localized, type PaymentMethod, type RefundMeans } from '@ward/shared';
import { renderMail } from '../../mail/layout.js';
import type { OrderMessage } from './order-messages.js';

export interface RefundMessageContext {
  orderNumber: string;
  customerName: string;
  /** SAR */
  amount: number;
  reason: string;
  paymentMethod: PaymentMethod;
  /** the order's page in the customer's area */
  ordersUrl: string;
  /** by hand for cash on delivery: a bank transfer (to the IBAN ending `ibanEnd`) or cash */
  means?: RefundMeans;
  ibanEnd?: string | null;
}

/** Where the money went, and when it shows. */
function whereItWent(c: RefundMessageContext, amount: string): Localized {
  if (c.means === 'bankTransfer')
    return {
      ar: `حوّلنا ${amount} ر.س إلى حسابك البنكي المنتهي بـ ${c.ibanEnd ?? '-'}. السبب: ${c.reason}. قد يستغرق وصول التحويل من يوم إلى 3 أيام عمل.`,
      en: `We transferred ${amount} SAR to your bank account ending ${c.ibanEnd ?? '-'}. Reason: ${c.reason}. A transfer can take 1 to 3 business days to arrive.`,
    };
  if (c.means === 'wallet')
    return {
      ar: `أضفنا ${amount} ر.س إلى محفظتك في المتجر، وتجدها في حسابك. السبب: ${c.reason}.`,
      en: `We added ${amount} SAR to your wallet in the shop; you find it in your account. Reason: ${c.reason}.`,
    };
  if (c.means === 'cash')
    return { ar: `أعدنا إليك ${amount} ر.س نقداً. السبب: ${c.reason}.`, en: `We gave you ${amount} SAR back in cash. Reason: ${c.reason}.` };
  const method = PAYMENT_METHOD_NAMES[c.paymentMethod];
  const payLater = c.paymentMethod === 'tabby' || c.paymentMethod === 'tamara';
  return {
    ar: `أعدنا ${amount} ر.س إلى ${method.ar}. السبب: ${c.reason}. ${payLater ? 'ستُعدَّل أقساطك المتبقية لدى مزود الدفع.' : 'قد يستغرق ظهور المبلغ في حسابك من 5 إلى 14 يوم عمل حسب البنك.'}`,
    en: `We refunded ${amount} SAR to your ${method.en}. Reason: ${c.reason}. ${payLater ? 'Your remaining instalments are adjusted by the provider.' : 'It can take 5 to 14 business days to show in your account, depending on your bank.'}`,
  };
}

/** What the customer is told when money goes back (in-app and by mail, Arabic first). */
export function refundMessage(c: RefundMessageContext): OrderMessage {
  const title = { ar: `استرداد مبلغ من طلبك ${c.orderNumber}`, en: `A refund for your order ${c.orderNumber}` };
  const description = whereItWent(c, c.amount.toFixed(2));
  const mail = renderMail({
    subject: title,
    ar: [`مرحباً ${c.customerName}،`, description.ar],
    en: [`Hello ${c.customerName},`, description.en],
    link: { url: c.ordersUrl, ar: 'عرض الطلب', en: 'View the order' },
  });
  return { title, description, mail };
}
