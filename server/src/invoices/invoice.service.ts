import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addressPlaceParts, type CreditNoteSummaryDto, type Settings } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { Order, OrderItem } from '../orders/order.entity.js';
import { DocumentsQuery } from '../einvoicing/issuing/documents-query.service.js';
import {
  A4_STYLE,
  escapeHtml,
  money,
  nationalAddressRows,
  PAYMENT_LABEL,
  printedLine,
  qrPayloadOf,
  qrSvg,
  pricesNote,
  riyadhTime,
  vatRowLabel,
  type PrintedEInvoice,
} from './print-helpers.js';
import { renderReceipt } from './receipt.js';
import { creditNotesBox, renderCreditNote } from './credit-note.js';
import { correctionFigures } from '../einvoicing/documents/from-order.js';
import { loadOrderForDocument } from '../einvoicing/issuing/document-source.js';
import { issuedCreditNotes } from '../einvoicing/issuing/issued-credit-notes.js';
import { ZatcaDocument } from '../einvoicing/issuing/zatca-document.entity.js';

/**
 * The simplified tax invoice ("فاتورة ضريبية مبسطة") of a confirmed order: sequential number,
 * seller name, VAT and CR numbers from the settings, lines, VAT total and the ZATCA phase-1 QR
 * code. Print-friendly HTML, Arabic first with English beside it, no script.
 */
@Injectable()
export class InvoiceService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly einvoices: DocumentsQuery,
  ) {}

  /** For the order's customer (or an admin); others get 404. 409 until the order is confirmed. */
  async render(orderId: number, user: AuthUser, format: 'a4' | 'receipt' = 'a4'): Promise<string> {
    const order = await this.db.getRepository(Order).findOne({ where: { id: orderId } });
    if (!order || (user.role !== 'Admin' && order.userId !== user.id)) throw new NotFoundError('order.notFound');
    if (!order.invoiceNumber || !order.invoicedAt) throw new ConflictError('invoice.notAvailable');
    const items = await this.db.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
    const [settings, einvoice, notes] = await Promise.all([
      this.settings.get(),
      this.einvoices.printable(orderId),
      issuedCreditNotes(this.db, [orderId]),
    ]);
    return format === 'receipt'
      ? renderReceipt(order, items, settings, einvoice)
      : renderInvoice(order, items, settings, einvoice, notes.get(orderId) ?? []);
  }

  /** A credit note against the order's invoice: its customer's (or an admin's); 409 while a phase-2 note waits for signing. */
  async renderCreditNote(orderId: number, noteId: string, user: AuthUser): Promise<string> {
    const order = await this.db.getRepository(Order).findOne({ where: { id: orderId } });
    if (!order || (user.role !== 'Admin' && order.userId !== user.id)) throw new NotFoundError('order.notFound');
    if (!/^\d{1,18}$/.test(noteId)) throw new NotFoundError();
    const note = await this.db.getRepository(ZatcaDocument).findOne({ where: { id: noteId, orderId, kind: 'credit-note' } });
    if (!note) throw new NotFoundError();
    if (!note.number || !note.issuedAt) throw new ConflictError('zatca.documentNotSigned');
    const [source, items, settings] = await Promise.all([
      loadOrderForDocument(this.db.manager, orderId),
      this.db.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } }),
      this.settings.get(),
    ]);
    const figures = correctionFigures(source!, note.request ?? { whole: true });
    return renderCreditNote(
      order,
      items,
      { number: note.number, issuedAt: note.issuedAt, reason: note.reason, qr: note.qr, uuid: note.uuid },
      figures,
      settings,
    );
  }
}

export function renderInvoice(
  order: Order,
  items: OrderItem[],
  settings: Settings,
  einvoice: PrintedEInvoice | null = null,
  creditNotes: CreditNoteSummaryDto[] = [],
): string {
  const payload = qrPayloadOf(order, settings, einvoice);
  const net = Math.round((order.total - order.vat) * 100) / 100;
  const row = (ar: string, en: string, value: string, cls = '') =>
    `<tr class="${cls}"><td>${ar}<span class="en">${en}</span></td><td class="num">${value} SAR</td></tr>`;
  const a = order.address;
  const lines = items
    .map(
      (i, n) => `<tr><td class="num">${n + 1}</td><td>${printedLine(i)}</td>
<td class="num">${i.quantity}</td><td class="num">${money(i.finalPrice)}</td><td class="num">${money(i.lineTotal)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>فاتورة ضريبية مبسطة ${escapeHtml(order.invoiceNumber ?? '')} · Simplified tax invoice</title><style>${A4_STYLE}</style></head>
<body><div class="sheet">
<header>
  <div>
    <h1>فاتورة ضريبية مبسطة<small>Simplified Tax Invoice</small></h1>
    <dl style="margin-top:8px">
      <dt>رقم الفاتورة · <bdi>Invoice no.</bdi></dt><dd dir="ltr">${escapeHtml(order.invoiceNumber ?? '')}</dd>
      <dt>تاريخ الإصدار · <bdi>Issue date</bdi></dt><dd dir="ltr">${riyadhTime(order.invoicedAt!)} (UTC+3)</dd>
      <dt>رقم الطلب · <bdi>Order no.</bdi></dt><dd dir="ltr">${escapeHtml(order.orderNumber)}</dd>
      <dt>الحالة · <bdi>Status</bdi></dt><dd><span class="status">${escapeHtml(order.status)}</span></dd>
      ${einvoice ? `<dt>الرقم المرجعي · <bdi>UUID</bdi></dt><dd dir="ltr" class="uuid">${einvoice.uuid}</dd>` : ''}
    </dl>
  </div>
  <div class="qr" role="img" aria-label="ZATCA QR" data-zatca="${payload}">${qrSvg(payload)}</div>
</header>
<section class="meta">
  <div class="box"><h2>البائع · <bdi>Seller</bdi></h2><dl>
    <dt>الاسم · <bdi>Name</bdi></dt><dd>${escapeHtml(settings.shopName.ar)}<span class="en">${escapeHtml(settings.shopName.en)}</span></dd>
    <dt>الرقم الضريبي · <bdi>VAT no.</bdi></dt><dd dir="ltr">${escapeHtml(settings.vatNumber)}</dd>
    <dt>السجل التجاري · <bdi>CR no.</bdi></dt><dd dir="ltr">${escapeHtml(settings.crNumber)}</dd>
    <dt>العنوان · <bdi>Address</bdi></dt><dd>${escapeHtml(settings.address.ar)}<span class="en">${escapeHtml(settings.address.en)}</span></dd>
  </dl></div>
  <div class="box"><h2>العميل · <bdi>Customer</bdi></h2><dl>
    <dt>الاسم · <bdi>Name</bdi></dt><dd>${escapeHtml(order.customerName)}</dd>
    <dt>العنوان · <bdi>Address</bdi></dt><dd>${escapeHtml([...addressPlaceParts(a), a.postalCode, a.country].filter(Boolean).join('، '))}</dd>
    ${nationalAddressRows(a)}
    <dt>الدفع · <bdi>Payment</bdi></dt><dd>${PAYMENT_LABEL[order.paymentMethod]}</dd>
  </dl></div>
</section>
${order.notes ? `<section class="box note"><h2>ملاحظة العميل · <bdi>Customer note</bdi></h2><p>${escapeHtml(order.notes)}</p></section>` : ''}
<table>
  <thead><tr><th class="num">#</th><th>المنتج<span class="en">Item</span></th><th class="num">الكمية<span class="en">Qty</span></th>
  <th class="num">سعر الوحدة شامل الضريبة<span class="en">Unit price incl. VAT</span></th><th class="num">المجموع<span class="en">Amount</span></th></tr></thead>
  <tbody>${lines}</tbody>
</table>
<table class="totals"><tbody>
  ${row('المجموع الفرعي', 'Subtotal', money(order.subtotal))}
  ${order.discount > 0 ? row(`الخصم${order.couponCode ? ` (${escapeHtml(order.couponCode)})` : ''}`, 'Discount', `-${money(order.discount)}`) : ''}
  ${row('الشحن', 'Shipping', money(order.shipping))}
  ${order.codFee > 0 ? row('رسوم الدفع عند الاستلام', 'Cash on delivery fee', money(order.codFee)) : ''}
  ${order.giftWrap > 0 ? row('تغليف الهدايا', 'Gift wrapping', money(order.giftWrap)) : ''}
  ${row('الإجمالي غير شامل الضريبة', 'Total excluding VAT', money(net))}
  ${row(...vatRowLabel(order.vatCategory), money(order.vat))}
  ${row('الإجمالي شامل الضريبة', 'Total including VAT', money(order.total), 'grand')}
</tbody></table>
${creditNotesBox(order, creditNotes)}
<footer>${pricesNote(order.vatCategory)} · ${escapeHtml(settings.shopName.ar)} · ${escapeHtml(settings.shopName.en)}</footer>
</div></body></html>`;
}
