import { Injectable } from '@nestjs/common';
import {
  localizedLabel,
  optionLabels,
  translate,
  type Language,
  type Localized,
  type ProductOptionDto,
  type VariantOptions,
} from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { SmsService } from '../messaging/sms.service.js';
import { WhatsAppNotices } from '../messaging/whatsapp/whatsapp-notices.js';
import { StockAlertLinks } from './stock-alert-links.js';

/** Where one request is told: an email address, or a verified mobile (E.164). */
export type StockAlertAddress = { email: string; phone?: null } | { email?: null; phone: string };

/** What a message names: the product, and the variant's SKU and option labels when the request is for one. */
export interface AlertedItem {
  productId: number;
  nameAr: string;
  nameEn: string;
  /** the product's options and the variant's values; null for a product-level request */
  productOptions: ProductOptionDto[] | null;
  variantOptions: VariantOptions | null;
  sku: string | null;
}

/** "Oud oil (Half tola)": the product's name with the variant's option labels, in both languages. */
export function itemName(item: AlertedItem): Localized {
  const label = item.variantOptions ? localizedLabel(optionLabels(item.productOptions ?? [], item.variantOptions)) : null;
  return {
    ar: label ? `${item.nameAr} (${label.ar})` : item.nameAr,
    en: label ? `${item.nameEn} (${label.en})` : item.nameEn,
  };
}

/**
 * The one place a back-in-stock message leaves, whatever the channel: email through the mail
 * outbox, a text message through the SMS outbox. Both write in the caller's transaction, so a
 * message exists only if its request is ended with it. Customers opted in to WhatsApp hear there too.
 */
@Injectable()
export class StockAlertChannels {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly links: StockAlertLinks,
    private readonly whatsapp: WhatsAppNotices,
  ) {}

  /** The confirmation of a new request (email only: a text costs money and the page already confirms). */
  async saved(to: StockAlertAddress, item: AlertedItem, m: EntityManager): Promise<void> {
    if (!to.email) return;
    const product = itemName(item);
    await this.mail.send(
      to.email,
      'stockAlertSaved',
      mailTemplates.stockAlertSaved({ product, unsubscribeUrl: this.links.unsubscribeUrl(to.email) }),
      m,
    );
  }

  /** The one message of a request whose product or variant can be sold again. */
  async backInStock(
    to: StockAlertAddress,
    lang: Language,
    item: AlertedItem,
    m: EntityManager,
    userId: number | null = null,
  ): Promise<void> {
    const product = itemName(item);
    const productUrl = this.links.productUrl(item.productId, item.sku);
    // a customer who opted in to WhatsApp hears there too (instead of a text message to the same number)
    const onWhatsApp = await this.whatsapp.backInStock(m, userId, product, productUrl);
    if (to.email) {
      const unsubscribeUrl = this.links.unsubscribeUrl(to.email);
      await this.mail.send(to.email, 'backInStock', mailTemplates.backInStock({ product, productUrl, unsubscribeUrl }), m);
      return;
    }
    if (onWhatsApp) return;
    const text = translate('sms.backInStock', lang, { product: product[lang], url: productUrl });
    await this.sms.send(to.phone!, 'backInStock', { text, masked: text }, m);
  }
}
