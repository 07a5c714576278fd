import { Injectable } from '@nestjs/common';
import { normalizeGccMobile, type Localized, type OrderStatus, type WhatsAppTemplate } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { WhatsAppService } from './whatsapp.service.js';

/** The order's facts a WhatsApp order update carries. */
export interface OrderFacts {
  id: number;
  userId: number;
  orderNumber: string;
  customerName: string;
  customerPhone: string | null;
  total: number;
  carrierName: Localized | null;
  /** the carrier's tracking page in a language, else where the customer follows the parcel */
  trackingUrl: (lang: 'ar' | 'en') => string;
}

/** Which status says what on WhatsApp: placed (cash on delivery), paid (a card or wallet order's payment), shipped, delivered. */
const TEMPLATE_OF: Partial<Record<OrderStatus | 'Placed', WhatsAppTemplate>> = {
  Placed: 'placed',
  New: 'paid',
  OnTheWay: 'shipped',
  Completed: 'delivered',
};

interface Recipient {
  to: string;
  language: 'ar' | 'en';
}

/**
 * Order updates and back-in-stock news on WhatsApp, only for customers who opted in (users.whatsappOptInAt)
 * and have a GCC mobile number; in the language they opted in with. The template's body parameters, in order:
 *   placed, paid: name, order number, total (SAR) · shipped: name, order number, carrier, tracking link ·
 *   delivered: name, order number · backInStock: product, product link.
 */
@Injectable()
export class WhatsAppNotices {
  constructor(private readonly whatsapp: WhatsAppService) {}

  /** Answers whether the customer hears on WhatsApp (a template for the status, opted in, with a mobile number). */
  async orderUpdate(m: EntityManager, status: OrderStatus | 'Placed', order: OrderFacts): Promise<boolean> {
    const template = TEMPLATE_OF[status];
    if (!template) return false;
    const recipient = await this.recipient(m, order.userId, order.customerPhone);
    if (!recipient) return false;
    const { language } = recipient;
    const head = [order.customerName, order.orderNumber];
    const parameters =
      template === 'shipped'
        ? [...head, order.carrierName?.[language] || '-', order.trackingUrl(language)]
        : template === 'delivered'
          ? head
          : [...head, order.total.toFixed(2)];
    await this.whatsapp.send({ ...recipient, template, parameters, orderId: order.id, userId: order.userId }, m);
    return true;
  }

  /** Answers whether the customer hears on WhatsApp (opted in, with a mobile number). */
  async backInStock(m: EntityManager, userId: number | null, product: Localized, productUrl: string): Promise<boolean> {
    if (!userId) return false;
    const recipient = await this.recipient(m, userId, null);
    if (!recipient) return false;
    const parameters = [product[recipient.language], productUrl];
    await this.whatsapp.send({ ...recipient, template: 'backInStock', parameters, userId }, m);
    return true;
  }

  private async recipient(m: EntityManager, userId: number, orderPhone: string | null): Promise<Recipient | null> {
    const [user]: Array<{ phone: string | null; language: string | null }> = await m.query(
      `SELECT phone, "whatsappLanguage" AS language FROM users WHERE id = $1 AND "whatsappOptInAt" IS NOT NULL AND status = 'Active'`,
      [userId],
    );
    if (!user) return null;
    const to = normalizeGccMobile(user.phone ?? '') ?? normalizeGccMobile(orderPhone ?? '');
    return to ? { to, language: user.language === 'en' ? 'en' : 'ar' } : null;
  }
}
