import type { Localized, OrderStatus, PaymentMethod } from '@ward/shared';
import { renderMail, type RenderedMail } from '../../mail/layout.js';

/** What a customer is told (in-app and by mail, Arabic first) when an order is placed or moves. */
export interface OrderMessage {
  title: Localized;
  description: Localized;
  mail: RenderedMail;
}

export interface OrderMessageContext {
  orderNumber: string;
  customerName: string;
  total: number;
  paymentMethod: PaymentMethod;
  /** what store credit paid (SAR): it goes back to the wallet when the order is rejected */
  walletAmount?: number;
  /** where the customer follows the order */
  ordersUrl: string;
  reason?: string | null;
  carrierName?: Localized | null;
  trackingNumber?: string | null;
  /** the carrier's tracking page in each language */
  trackingUrl?: Localized | null;
  /** why a payment did not go through */
  paymentOutcome?: 'Failed' | 'Canceled' | 'Expired' | null;
}

const sar = (v: number) => v.toFixed(2);

/** What comes back from a rejected order: the provider's part to the payment method, store credit to the wallet. */
function rejectedRefund(c: OrderMessageContext): Localized {
  const provider = c.paymentMethod !== 'cod' && c.paymentMethod !== 'storeCredit';
  const credit = (c.walletAmount ?? 0) > 0;
  if (provider && credit)
    return {
      ar: ' سيعاد المبلغ المدفوع إلى وسيلة الدفع، والرصيد المستخدم إلى محفظتك.',
      en: ' The amount paid will be refunded to your payment method, and the store credit used to your wallet.',
    };
  if (provider) return { ar: ' سيعاد المبلغ المدفوع إلى وسيلة الدفع.', en: ' The amount paid will be refunded to your payment method.' };
  if (credit) return { ar: ' عاد الرصيد المستخدم إلى محفظتك.', en: ' The store credit used is back in your wallet.' };
  return { ar: '', en: '' };
}

const PAYMENT_OUTCOME: Record<'Failed' | 'Canceled' | 'Expired', Localized> = {
  Failed: { ar: 'تم رفض عملية الدفع', en: 'the payment was declined' },
  Canceled: { ar: 'تم إلغاء عملية الدفع', en: 'the payment was cancelled' },
  Expired: { ar: 'انتهت مهلة الدفع (30 دقيقة)', en: 'the 30-minute payment window expired' },
};

function texts(status: OrderStatus | 'Placed', c: OrderMessageContext): { title: Localized; description: Localized } {
  const n = c.orderNumber;
  switch (status) {
    case 'Placed':
      return c.paymentMethod === 'cod'
        ? {
            title: { ar: `تم استلام طلبك ${n}`, en: `We received your order ${n}` },
            description: {
              ar: `الإجمالي ${sar(c.total)} ر.س، الدفع عند الاستلام. سنراجع طلبك ونبدأ تجهيزه قريباً.`,
              en: `Total ${sar(c.total)} SAR, cash on delivery. We will review your order and start preparing it shortly.`,
            },
          }
        : {
            title: { ar: `طلبك ${n} بانتظار الدفع`, en: `Your order ${n} is waiting for payment` },
            description: {
              ar: `أكمل دفع ${sar(c.total)} ر.س خلال 30 دقيقة لتأكيد الطلب.`,
              en: `Complete the payment of ${sar(c.total)} SAR within 30 minutes to confirm the order.`,
            },
          };
    case 'New':
      return {
        title: { ar: `تم استلام الدفع لطلبك ${n}`, en: `Payment received for your order ${n}` },
        description: {
          ar: `تم تأكيد طلبك بقيمة ${sar(c.total)} ر.س وسنبدأ تجهيزه قريباً.`,
          en: `Your order of ${sar(c.total)} SAR is confirmed and will be prepared shortly.`,
        },
      };
    case 'WaitingForPayment':
      return texts('Placed', { ...c, paymentMethod: 'card' });
    case 'PaymentFailure': {
      const why = PAYMENT_OUTCOME[c.paymentOutcome ?? 'Failed'];
      return {
        title: { ar: `لم يكتمل الدفع لطلبك ${n}`, en: `Payment for your order ${n} did not go through` },
        description: {
          ar: `${why.ar}، لذلك أُلغي الطلب. يمكنك الطلب مرة أخرى في أي وقت.`,
          en: `${why.en[0].toUpperCase()}${why.en.slice(1)}, so the order was cancelled. You can order again at any time.`,
        },
      };
    }
    case 'InPreparation':
      return {
        title: { ar: `طلبك ${n} قيد التجهيز`, en: `Your order ${n} is being prepared` },
        description: { ar: 'تم اعتماد طلبك ونقوم الآن بتجهيزه للشحن.', en: 'Your order is approved and we are preparing it for shipping.' },
      };
    case 'Rejected':
      return {
        title: { ar: `تعذر تنفيذ طلبك ${n}`, en: `Your order ${n} was rejected` },
        description: {
          ar: `السبب: ${c.reason ?? '-'}.${rejectedRefund(c).ar}`,
          en: `Reason: ${c.reason ?? '-'}.${rejectedRefund(c).en}`,
        },
      };
    case 'OnTheWay':
      return {
        title: { ar: `طلبك ${n} في الطريق إليك`, en: `Your order ${n} is on the way` },
        description: {
          ar: `شحنتك مع ${c.carrierName?.ar ?? '-'}، رقم التتبع ${c.trackingNumber ?? '-'}. التوصيل المتوقع خلال 3-5 أيام عمل.`,
          en: `Your parcel is with ${c.carrierName?.en ?? '-'}, tracking number ${c.trackingNumber ?? '-'}. Expected delivery in 3-5 business days.`,
        },
      };
    case 'Completed':
      return {
        title: { ar: `تم توصيل طلبك ${n}`, en: `Your order ${n} is delivered` },
        description: {
          ar: 'شكراً لتسوقك من ورد. نتمنى أن تنال منتجاتنا إعجابك، ويسعدنا تقييمك لها.',
          en: 'Thank you for shopping at Ward. We hope you enjoy your order, and we would love your review.',
        },
      };
  }
}

export function orderMessage(status: OrderStatus | 'Placed', c: OrderMessageContext): OrderMessage {
  const { title, description } = texts(status, c);
  const link =
    status === 'OnTheWay' && c.trackingUrl
      ? { url: c.trackingUrl, ar: 'تتبع الشحنة', en: 'Track the parcel' }
      : { url: c.ordersUrl, ar: 'عرض طلباتي', en: 'View my orders' };
  const mail = renderMail({
    subject: title,
    ar: [`مرحباً ${c.customerName}،`, description.ar],
    en: [`Hello ${c.customerName},`, description.en],
    link,
  });
  return { title, description, mail };
}
