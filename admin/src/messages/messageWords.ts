import type { MessageChannel } from '@ward/shared';
import { WHATSAPP_TEMPLATES } from '@ward/shared';

/** The templates each channel sends (server: mail/templates.ts, auth/phone-codes.service.ts, messaging/whatsapp). */
export const TEMPLATES: Record<MessageChannel, readonly string[]> = {
  mail: [
    'welcome',
    'resetCode',
    'resetPaused',
    'accountBlocked',
    'accountCode',
    'signInCode',
    'emailCode',
    'emailDetached',
    'emailChanged',
    'contactMessage',
    'newsletterWelcome',
    'stockAlertSaved',
    'backInStock',
    'cartReminder',
    'cartContactConfirm',
    'order-placed',
    'order-New',
    'order-InPreparation',
    'order-OnTheWay',
    'order-Completed',
    'order-Rejected',
    'order-PaymentFailure',
    'order-refunded',
  ],
  sms: ['code.sign-in', 'code.link', 'code.claim', 'order.guest-placed', 'backInStock'],
  whatsapp: WHATSAPP_TEMPLATES,
};

/** Where a channel's template and status words are (a status reads differently per channel: "kept" says which is not set up). */
export const TEMPLATE_WORDS: Record<MessageChannel, string> = {
  mail: 'ward.mail_template',
  sms: 'ward.sms_template',
  whatsapp: 'ward.whatsapp_template',
};
export const STATUS_WORDS: Record<MessageChannel, string> = {
  mail: 'ward.outbox_status',
  sms: 'ward.sms_status',
  whatsapp: 'ward.whatsapp_status',
};

export const statusColor = (s: string) =>
  s === 'read' || s === 'delivered' || s === 'sent'
    ? 'success'
    : s === 'failed' || s === 'refused'
      ? 'error'
      : s === 'pending'
        ? 'warning'
        : 'default';
