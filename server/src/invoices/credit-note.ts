import { toSar, zatcaQrPayload, type CreditNoteSummaryDto, type Settings } from '@ward/shared';
import { documentTotals } from '../einvoicing/documents/document.js';
import { toNetFigures, type GrossFigures } from '../einvoicing/documents/amounts.js';
import type { Order, OrderItem } from '../orders/order.entity.js';
import { A4_STYLE, escapeHtml, money, printedLine, qrSvg, riyadhTime, vatRowLabel } from './print-helpers.js';

/** A credit note as printed: its number and date, why, and its signed QR once ZATCA has it (phase 2). */
export interface PrintedCreditNote {
  number: string;
  issuedAt: Date;
  reason: string | null;
  /** the phase-2 QR (tags 1-9) of a signed note; null in phase 1 */
  qr: string | null;
  uuid: string | null;
}

const row = (ar: string, en: string, value: string, cls = '') =>
  `<tr class="${cls}"><td>${ar}<span class="en">${en}</span></td><td class="num">${value} SAR</td></tr>`;

/** A reason written "عربي | English" as a row of the note's totals. */
const reasonRow = (reason: string, value: string) => {
  const [ar, en = ''] = reason.split(' | ');
  return row(escapeHtml(ar), escapeHtml(en), value);
};

/** Below the lines: each promotion's share (issue 28), the coupon's, and any charges credited. */
function extraRows(figures: GrossFigures): string {
  return [
    ...(figures.promotionAllowances ?? []).map((a) => reasonRow(a.reason, `-${money(toSar(a.gross))}`)),
    ...(figures.allowance && figures.allowance.gross > 0
      ? [row('حصة الخصم', 'Coupon share', `-${money(toSar(figures.allowance.gross))}`)]
      : []),
    ...figures.charges.filter((c) => c.gross > 0).map((c) => reasonRow(c.reason, money(toSar(c.gross)))),
  ].join('');
}

/**
 * The credit note ("إشعار دائن") against an order's simplified tax invoice, on an A4 page like the
 * invoice: its number, the invoice it corrects, the reason, the lines or amount credited, VAT as
 * the XML counts it, and the QR code (phase 1: tags 1-5 of the note; phase 2: the signed one).
 */
export function renderCreditNote(
  order: Order,
  items: OrderItem[],
  note: PrintedCreditNote,
  figures: GrossFigures,
  settings: Settings,
): string {
  // VAT as the note's XML counts it (phase 2), or would (phase 1)
  const vatHalalas = documentTotals(toNetFigures(figures)).tax;
  const total = toSar(figures.total);
  const vat = toSar(vatHalalas);
  const payload =
    note.qr ??
    zatcaQrPayload({ sellerName: settings.shopName.ar, vatNumber: settings.vatNumber, timestamp: note.issuedAt, total, vatTotal: vat });
  const lines = figures.lines
    .map((l, n) => {
      const item = l.itemId === undefined ? undefined : items.find((i) => i.id === l.itemId);
      const name = item ? printedLine(item) : escapeHtml(l.name);
      return `<tr><td class="num">${n + 1}</td><td>${name}</td><td class="num">${l.quantity}</td><td class="num">${money(toSar(l.gross))}</td></tr>`;
    })
    .join('');
  const extras = extraRows(figures);
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>إشعار دائن ${escapeHtml(note.number)} · Credit note</title><style>${A4_STYLE}</style></head>
<body><div class="sheet">
<header>
  <div>
    <h1>إشعار دائن<small>Credit Note</small></h1>
    <dl style="margin-top:8px">
      <dt>رقم الإشعار · <bdi>Credit note no.</bdi></dt><dd dir="ltr" class="note-number">${escapeHtml(note.number)}</dd>
      <dt>تاريخ الإصدار · <bdi>Issue date</bdi></dt><dd dir="ltr">${riyadhTime(note.issuedAt)} (UTC+3)</dd>
      <dt>الفاتورة الأصلية · <bdi>Original invoice</bdi></dt><dd dir="ltr" class="billing-reference">${escapeHtml(order.invoiceNumber ?? '')}</dd>
      <dt>تاريخ الفاتورة · <bdi>Invoice date</bdi></dt><dd dir="ltr">${order.invoicedAt ? riyadhTime(order.invoicedAt) : ''}</dd>
      <dt>رقم الطلب · <bdi>Order no.</bdi></dt><dd dir="ltr">${escapeHtml(order.orderNumber)}</dd>
      ${note.uuid ? `<dt>الرقم المرجعي · <bdi>UUID</bdi></dt><dd dir="ltr" class="uuid">${note.uuid}</dd>` : ''}
    </dl>
  </div>
  <div class="qr" role="img" aria-label="ZATCA QR" data-zatca="${payload}">${qrSvg(payload)}</div>
</header>
<section class="meta">
  <div class="box"><h2>البائع · <bdi>Seller</bdi></h2><dl>
    <dt>الاسم · <bdi>Name</bdi></dt><dd>${escapeHtml(settings.shopName.ar)}<span class="en">${escapeHtml(settings.shopName.en)}</span></dd>
    <dt>الرقم الضريبي · <bdi>VAT no.</bdi></dt><dd dir="ltr">${escapeHtml(settings.vatNumber)}</dd>
    <dt>السجل التجاري · <bdi>CR no.</bdi></dt><dd dir="ltr">${escapeHtml(settings.crNumber)}</dd>
  </dl></div>
  <div class="box"><h2>العميل · <bdi>Customer</bdi></h2><dl>
    <dt>الاسم · <bdi>Name</bdi></dt><dd>${escapeHtml(order.customerName)}</dd>
    <dt>السبب · <bdi>Reason</bdi></dt><dd class="reason">${escapeHtml(note.reason ?? '')}</dd>
  </dl></div>
</section>
<table>
  <thead><tr><th class="num">#</th><th>البند<span class="en">Item</span></th><th class="num">الكمية<span class="en">Qty</span></th>
  <th class="num">المبلغ شامل الضريبة<span class="en">Amount incl. VAT</span></th></tr></thead>
  <tbody>${lines}</tbody>
</table>
<table class="totals"><tbody>
  ${extras}
  ${row('الإجمالي غير شامل الضريبة', 'Total excluding VAT', money(toSar(figures.total - vatHalalas)))}
  ${row(...vatRowLabel(order.vatCategory), money(vat))}
  ${row('إجمالي الإشعار شامل الضريبة', 'Credit total including VAT', money(total), 'grand')}
</tbody></table>
<footer>يُخصم هذا الإشعار من الفاتورة ${escapeHtml(order.invoiceNumber ?? '')} · This note reduces invoice ${escapeHtml(order.invoiceNumber ?? '')} · ${escapeHtml(settings.shopName.ar)} · ${escapeHtml(settings.shopName.en)}</footer>
</div></body></html>`;
}

/** The invoice's box listing the credit notes issued against it and what is left after them; nothing without notes. */
export function creditNotesBox(order: Pick<Order, 'total'>, notes: CreditNoteSummaryDto[]): string {
  if (!notes.length) return '';
  const credited = notes.reduce((s, n) => s + Math.round(n.total * 100), 0);
  const rows = notes
    .map(
      (n) =>
        `<tr><td dir="ltr" class="credit-note">${escapeHtml(n.number)}</td><td class="num">${riyadhTime(new Date(n.issuedAt))}</td><td class="num">-${money(n.total)} SAR</td></tr>`,
    )
    .join('');
  return `<section class="box credit-notes" style="margin-top:12px"><h2>إشعارات دائنة على هذه الفاتورة · <bdi>Credit notes against this invoice</bdi></h2>
<table><tbody>${rows}
<tr class="net-after-credit"><td>الصافي بعد الإشعارات الدائنة<span class="en">Net after credit notes</span></td><td></td><td class="num">${money(toSar(Math.round(order.total * 100) - credited))} SAR</td></tr>
</tbody></table></section>`;
}
