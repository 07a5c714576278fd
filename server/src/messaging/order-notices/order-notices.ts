import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { translate, type Language, type MessageKey, type OrderStatus } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../../config/config.js';
import { updateReturning } from '../../database/sql-rows.js';
import type { DomainEventPayload } from '../../events/event-catalogue.js';
import { DomainEvents } from '../../events/domain-events.js';
import { MailService } from '../../mail/mail.service.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { orderNoticeFacts, type OrderNoticeFacts } from '../../orders/order-notice-facts.js';
import { ShipmentTokens } from '../../orders/shipment-tokens.js';
import { trackingUrl, trackingUrls } from '../../shipping/shipping.service.js';
import { SmsService } from '../sms.service.js';
import { WhatsAppNotices } from '../whatsapp/whatsapp-notices.js';
import { WhatsAppOptIn } from '../whatsapp/whatsapp-opt-in.js';
import { orderMessage, type OrderMessage } from './order-messages.js';
import { refundMessage } from './refund-message.js';
import { returnMessage, type ToldReturnStatus } from './return-message.js';

/** What a guest, who never signs in, hears by text when it has no WhatsApp: the moments that change its plans (issue 37 §4). */
const GUEST_TEXTS: Partial<Record<OrderStatus | 'Placed' | 'Refunded', MessageKey>> = {
  Placed: 'sms.guestOrderPlaced',
  OnTheWay: 'sms.guestOrderShipped',
  Completed: 'sms.guestOrderDelivered',
  Rejected: 'sms.guestOrderRejected',
  Refunded: 'sms.guestOrderRefunded',
};
/** A guest's return moves worth a text: what to do next, or that it arrived (asking and sending it back are their own doing). */
const GUEST_RETURN_TEXTS: Partial<Record<ToldReturnStatus, MessageKey>> = {
  approved: 'sms.guestReturnApproved',
  rejected: 'sms.guestReturnRejected',
  received: 'sms.guestReturnReceived',
};

/**
 * Messaging's side of the order events: what the customer is told when an order is placed, moves or
 * is refunded — in-app (accounts), by mail (when there is an address), on WhatsApp (opted in) and, for
 * a guest without WhatsApp, by text. Each event is told once (`order_notices`), in one transaction:
 * the rows it writes commit together and their deliveries are queued with them.
 */
@Injectable()
export class OrderNotices implements OnModuleInit {
  private readonly shipmentTokens: ShipmentTokens;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly whatsapp: WhatsAppNotices,
    private readonly whatsappOptIn: WhatsAppOptIn,
  ) {
    this.shipmentTokens = new ShipmentTokens(config.jwtSecret);
  }

  onModuleInit(): void {
    this.events.subscribe('order.placed', 'messaging.order-placed', (e) => this.placed(e));
    this.events.subscribe('order.transitioned', 'messaging.order-moved', (e) => this.moved(e));
    this.events.subscribe('refund.issued', 'messaging.order-refunded', (e) => this.refunded(e));
    this.events.subscribe('return.moved', 'messaging.return-moved', (e) => this.returnMoved(e));
  }

  private placed(e: DomainEventPayload<'order.placed'>): Promise<void> {
    return this.once(`placed:${e.eventId}`, e.orderId, async (m, order) => {
      // a card or wallet order says nothing yet: the shopper is at the gateway and hears once it is paid (or fails)
      // the checkout's box first: a cash-on-delivery order's first update goes out on WhatsApp already
      if (e.whatsappOptInAsked) await this.whatsappOptIn.set(order.userId, true, e.language, m, order.customerPhone);
      const onWhatsApp = e.status !== 'WaitingForPayment' && (await this.tell(m, order, 'Placed', {}));
      if (order.guestCheckout && !onWhatsApp) await this.textGuest(m, order, 'Placed');
    });
  }

  private moved(e: DomainEventPayload<'order.transitioned'>): Promise<void> {
    return this.once(`moved:${e.eventId}`, e.orderId, async (m, order) => {
      const onWhatsApp = await this.tell(m, order, e.to, { reason: e.reason, paymentOutcome: e.paymentOutcome });
      if (order.guestCheckout && !onWhatsApp) await this.textGuest(m, order, e.to);
    });
  }

  private refunded(e: DomainEventPayload<'refund.issued'>): Promise<void> {
    return this.once(`refunded:${e.refundId}`, e.orderId, async (m, order) => {
      const message = refundMessage({
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        amount: e.amount,
        reason: e.reason,
        paymentMethod: order.paymentMethod,
        ordersUrl: `${this.config.publicUrl}/user/orders/${order.id}`,
        means: e.means,
        ibanEnd: e.ibanEnd,
      });
      await this.deliver(m, order, message, 'order-refunded');
      if (order.guestCheckout) await this.textGuest(m, order, 'Refunded');
    });
  }

  private returnMoved(e: DomainEventPayload<'return.moved'>): Promise<void> {
    const to = e.to;
    // the refund's own message tells a refunded return (with the amount)
    if (to === 'refunded') return Promise.resolve();
    return this.once(`return:${e.returnId}:${to}`, e.orderId, async (m, order) => {
      const message = returnMessage(to, {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        returnId: e.returnId,
        reason: e.reason,
        trackingNumber: e.trackingNumber ?? null,
        orderUrl: `${this.config.publicUrl}/user/orders/${order.id}`,
      });
      await this.deliver(m, order, message, `return-${to}`);
      const text = GUEST_RETURN_TEXTS[to];
      if (order.guestCheckout && text) await this.text(m, order, text, `return.guest-${to}`, `${this.config.publicUrl}/track`);
    });
  }

  /** Runs `tell` once per key, in one transaction with the record that it ran. */
  private async once(key: string, orderId: number, tell: (m: EntityManager, order: OrderNoticeFacts) => Promise<void>): Promise<void> {
    await this.db.transaction(async (m) => {
      const claimed = await updateReturning(m, `INSERT INTO order_notices (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key`, [key]);
      if (!claimed.length) return;
      const order = await orderNoticeFacts(m, orderId);
      if (order) await tell(m, order);
    });
  }

  /** Tells the customer; answers whether it went on WhatsApp. */
  private async tell(
    m: EntityManager,
    order: OrderNoticeFacts,
    status: OrderStatus | 'Placed',
    extra: { reason?: string | null; paymentOutcome?: DomainEventPayload<'order.transitioned'>['paymentOutcome'] },
  ): Promise<boolean> {
    const message = orderMessage(status, {
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      total: order.total,
      paymentMethod: order.paymentMethod,
      walletAmount: order.walletAmount,
      ordersUrl: `${this.config.publicUrl}/user/orders`,
      reason: extra.reason ?? order.rejectionReason,
      carrierName: order.carrierName,
      trackingNumber: order.trackingNumber,
      trackingUrl: trackingUrls(order.trackingUrlTemplate, order.trackingNumber),
      paymentOutcome: extra.paymentOutcome ?? null,
    });
    const onWhatsApp = await this.whatsapp.orderUpdate(m, status, { ...order, trackingUrl: (lang) => this.trackingLink(order, lang) });
    await this.deliver(m, order, message, status === 'Placed' ? 'order-placed' : `order-${status}`);
    return onWhatsApp;
  }

  /** In-app for an account (a guest never signs in), and by mail wherever there is an address. */
  private async deliver(m: EntityManager, order: OrderNoticeFacts, message: OrderMessage, template: string): Promise<void> {
    if (!order.guestCheckout) await this.notifications.notify(order.userId, message.title, message.description, m);
    // a shopper who signed in by SMS code may have no email: the in-app notice above still reaches them
    if (order.customerEmail) await this.mail.send(order.customerEmail, template, message.mail, m);
  }

  /** A guest with a mobile hears the moments that matter by text (the caller knows WhatsApp did not tell it). */
  private async textGuest(m: EntityManager, order: OrderNoticeFacts, moment: OrderStatus | 'Placed' | 'Refunded'): Promise<void> {
    const key = GUEST_TEXTS[moment];
    if (!key) return;
    const url = moment === 'OnTheWay' ? this.trackingLink(order, order.language) : `${this.config.publicUrl}/track`;
    await this.text(m, order, key, moment === 'Placed' ? 'order.guest-placed' : `order.guest-${moment}`, url);
  }

  private async text(m: EntityManager, order: OrderNoticeFacts, key: MessageKey, template: string, url: string): Promise<void> {
    if (!order.customerPhone) return;
    const text = translate(key, order.language, { number: order.orderNumber, url, carrier: order.carrierName?.[order.language] ?? '' });
    await this.sms.send(order.customerPhone, template, { text, masked: text }, m);
  }

  /** The carrier's own tracking page in the reader's language, else the shop's shareable one (/track/{token}). */
  private trackingLink(order: OrderNoticeFacts, lang: Language): string {
    return (
      trackingUrl(order.trackingUrlTemplate, order.trackingNumber, lang) ??
      `${this.config.publicUrl}/track/${this.shipmentTokens.tokenFor(order.id)}`
    );
  }
}
