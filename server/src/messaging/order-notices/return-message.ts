import type { Localized, ReturnStatus } from '@ward/shared';
import { renderMail } from '../../mail/layout.js';
import type { OrderMessage } from './order-messages.js';

export interface ReturnMessageContext {
  orderNumber: string;
  customerName: string;
  returnId: number;
  /** a rejection's reason */
  reason: string | null;
  /** on its way back */
  trackingNumber: string | null;
  /** the order's page, where the return's state shows */
  orderUrl: string;
}

/** The moves a customer hears about (a refunded return is told by its refund's own message). */
export type ToldReturnStatus = Exclude<ReturnStatus, 'refunded'>;

function texts(status: ToldReturnStatus, c: ReturnMessageContext): Localized {
  const n = c.orderNumber;
  switch (status) {
    case 'requested':
      return {
        ar: `استلمنا طلب إرجاع من طلبك ${n} وسنراجعه قريباً.`,
        en: `We have your return request for order ${n} and will review it shortly.`,
      };
    case 'approved':
      return {
        ar: `وافقنا على إرجاع منتجات من طلبك ${n}. أرسلها إلينا في غلافها كما وصلت.`,
        en: `Your return for order ${n} is approved. Please send the items back as they arrived.`,
      };
    case 'rejected':
      return {
        ar: `تعذر قبول طلب الإرجاع من طلبك ${n}. السبب: ${c.reason ?? '-'}.`,
        en: `We could not accept the return for order ${n}. Reason: ${c.reason ?? '-'}.`,
      };
    case 'inTransit':
      return {
        ar: `المنتجات المرتجعة من طلبك ${n} في طريقها إلينا (رقم التتبع ${c.trackingNumber ?? '-'}). سنخبرك حين تصل.`,
        en: `The items returned from order ${n} are on their way to us (tracking number ${c.trackingNumber ?? '-'}). We will tell you when they arrive.`,
      };
    case 'received':
      return {
        ar: `وصلتنا المنتجات المرتجعة من طلبك ${n} وسنفحصها.`,
        en: `The items returned from order ${n} arrived; we are inspecting them.`,
      };
    case 'inspected':
      return {
        ar: `فحصنا المنتجات المرتجعة من طلبك ${n}، وسنعيد المبلغ قريباً.`,
        en: `We inspected the items returned from order ${n}; the refund follows shortly.`,
      };
    case 'closed':
      return { ar: `أُغلق طلب الإرجاع من طلبك ${n}.`, en: `The return for order ${n} is closed.` };
  }
}

/** What the customer is told when a return moves (in-app and by mail, Arabic first). */
export function returnMessage(status: ToldReturnStatus, c: ReturnMessageContext): OrderMessage {
  const title = { ar: `طلب الإرجاع رقم ${c.returnId} من طلبك ${c.orderNumber}`, en: `Return ${c.returnId} of your order ${c.orderNumber}` };
  const description = texts(status, c);
  const mail = renderMail({
    subject: title,
    ar: [`مرحباً ${c.customerName}،`, description.ar],
    en: [`Hello ${c.customerName},`, description.en],
    link: { url: c.orderUrl, ar: 'عرض الطلب', en: 'View the order' },
  });
  return { title, description, mail };
}
