import type { OrderStatus, RefundMeans, ReturnStatus } from '@ward/shared';

/**
 * Every domain event Ward publishes, with its payload: the one list a newcomer reads to see which
 * moments other modules can follow (docs/architecture.md lists who publishes and who handles each).
 * Payloads carry ids and the facts of the moment, never whole rows: a subscriber reads what it
 * needs through the owning module's service when it runs.
 */
export interface DomainEventMap {
  /**
   * An order was written (any payment method); `status` is its first state, `eventId` its first timeline
   * line (order_events). Published by orders.
   */
  'order.placed': {
    orderId: number;
    eventId: number;
    status: OrderStatus;
    /** the checkout's "updates on WhatsApp" box was ticked (messaging records the opt-in) */
    whatsappOptInAsked: boolean;
    /** the checkout's unticked marketing box was ticked: the text version shown and the shopper's IP (consents records it) */
    marketingConsent?: { textVersion: string; ip: string } | null;
    /** the language the shopper placed it in */
    language: 'ar' | 'en';
  };
  /** An order moved from one state to another (orders' state machine). */
  'order.transitioned': {
    orderId: number;
    /** the timeline line (order_events) that records the move */
    eventId: number;
    from: OrderStatus;
    to: OrderStatus;
    actor: 'customer' | 'admin' | 'system' | 'gateway';
    reason: string | null;
    /** why a payment did not go through (to PaymentFailure) */
    paymentOutcome: 'Failed' | 'Canceled' | 'Expired' | null;
  };
  /** A pending payment reached a final status, once (payments). */
  'payment.settled': { paymentId: string; orderId: number; status: 'Paid' | 'Failed' | 'Canceled' | 'Expired'; reason: string | null };
  /** Money went back to a customer (orders' refunds). */
  'refund.issued': {
    orderId: number;
    refundId: number;
    amount: number;
    reason: string;
    restocked: boolean;
    /** how it went back (absent in events stored before: the provider) */
    means?: RefundMeans;
    /** a bank transfer's IBAN, its last four characters */
    ibanEnd?: string | null;
  };
  /**
   * A return was asked for (`from` null) or moved (returns); `reason` is the rejection's. Messaging tells
   * the customer (a refunded return is told by its `refund.issued`).
   */
  'return.moved': {
    returnId: number;
    orderId: number;
    from: ReturnStatus | null;
    to: ReturnStatus;
    /** a rejection's reason */
    reason: string | null;
    /** on its way back: the carrier's tracking number (absent in events stored before it existed) */
    trackingNumber?: string | null;
  };
  /** Sellable stock of these variants (and so of these products) changed: an order, a release, a restock, an edit. */
  'stock.changed': { productIds: number[] };
  /** Products changed (names, prices, images, categories, reviews, synonyms…); `productIds` null: any of them. */
  'catalog.changed': { productIds: number[] | null };
  /** The admin's search synonyms changed: every instance reads them again. */
  'synonyms.changed': Record<string, never>;
  /** Shop content the storefront shows changed: banners, testimonials, pages, branches, settings. */
  'content.changed': Record<string, never>;
  /** An order got its tax invoice number: e-invoicing records, signs and reports it. */
  'invoice.issued': { orderId: number };
  /** A correction (credit or debit note) was issued for an order: e-invoicing signs and reports it. */
  'correction.issued': { orderId: number };
  /** A contact withdrew marketing consent on a channel (consents); the newsletter follows in the same transaction. */
  'consent.withdrawn': { channel: 'email' | 'sms' | 'whatsapp'; contact: string };
  /** A customer account changed in a way others follow (blocked, activated). */
  'customer.changed': { userId: number; change: 'blocked' | 'activated' };
}

export type DomainEventName = keyof DomainEventMap;
export type DomainEventPayload<K extends DomainEventName> = DomainEventMap[K];
