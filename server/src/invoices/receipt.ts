import type { Settings } from '@ward/shared';
import type { Order, OrderItem } from '../orders/order.entity.js';
import {
  escapeHtml,
  money,
  PAYMENT_LABEL,
  printedLine,
  qrPayloadOf,
  qrSvg,
  riyadhTime,
  vatRowLabel,
  type PrintedEInvoice,
} from './print-helpers.js';

const STYLE = `
@page{size:80mm auto;margin:3mm}*{box-sizing:border-box}
body{font-family:Tahoma,Arial,sans-serif;color:#000;margin:0 auto;width:74mm;font-size:11px;line-height:1.35;background:#fff}
h1{font-size:14px;text-align:center;margin:4px 0 0}h1 small{display:block;font-size:11px;font-weight:normal}
.c{text-align:center}.en{display:block;font-size:9px;color:#333}.ltr{direction:ltr;unicode-bidi:embed}
hr{border:none;border-top:1px dashed #000;margin:6px 0}table{width:100%;border-collapse:collapse}
td{padding:1px 0;vertical-align:top}td.n{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:embed}
tr.g td{font-weight:bold;font-size:13px;border-top:1px solid #000;padding-top:3px}
.qr{width:46mm;height:46mm;margin:6px auto}.qr svg{width:100%;height:100%}
p.note{white-space:pre-wrap;unicode-bidi:plaintext}
@media print{.noprint{display:none}}
`;

const row = (ar: string, en: string, value: string, cls = '') =>
  `<tr class="${cls}"><td>${ar}<span class="en">${en}</span></td><td class="n">${value}</td></tr>`;

/** The simplified tax invoice as an 80 mm till receipt: Arabic first, English under it, the ZATCA QR code last. */
export function renderReceipt(order: Order, items: OrderItem[], settings: Settings, einvoice: PrintedEInvoice | null): string {
  const payload = qrPayloadOf(order, settings, einvoice);
  const lines = items
    .map((i) => `<tr><td>${printedLine(i, ` × ${i.quantity}`)}</td><td class="n">${money(i.lineTotal)}</td></tr>`)
    .join('');
  const a = settings.nationalAddress;
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>إيصال ${escapeHtml(order.invoiceNumber ?? '')} · Receipt</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(settings.shopName.ar)}<small>${escapeHtml(settings.shopName.en)}</small></h1>
<p class="c">فاتورة ضريبية مبسطة<span class="en">Simplified Tax Invoice</span></p>
<p class="c">${escapeHtml([a.shortAddress, a.buildingNumber, a.street, a.district, a.city, a.postalCode].filter(Boolean).join('، '))}</p>
<p class="c">الرقم الضريبي · VAT <span class="ltr">${escapeHtml(settings.vatNumber)}</span><br>السجل التجاري · CR <span class="ltr">${escapeHtml(settings.crNumber)}</span></p>
<hr>
<table>
${row('رقم الفاتورة', 'Invoice no.', escapeHtml(order.invoiceNumber ?? ''))}
${row('التاريخ', 'Date (UTC+3)', riyadhTime(order.invoicedAt!))}
${row('رقم الطلب', 'Order no.', escapeHtml(order.orderNumber))}
</table>
<hr>
<table>${lines}</table>
<hr>
<table>
${row('المجموع الفرعي', 'Subtotal', money(order.subtotal))}
${order.discount > 0 ? row('الخصم', 'Discount', `-${money(order.discount)}`) : ''}
${row('الشحن', 'Shipping', money(order.shipping))}
${order.codFee > 0 ? row('رسوم الدفع عند الاستلام', 'COD fee', money(order.codFee)) : ''}
${order.giftWrap > 0 ? row('تغليف الهدايا', 'Gift wrapping', money(order.giftWrap)) : ''}
${row(...vatRowLabel(order.vatCategory), money(order.vat))}
${row('الإجمالي شامل الضريبة', 'Total incl. VAT (SAR)', money(order.total), 'g')}
</table>
<p>${PAYMENT_LABEL[order.paymentMethod]}</p>
${order.notes ? `<hr><p class="note"><b>ملاحظة العميل</b><span class="en">Customer note</span>${escapeHtml(order.notes)}</p>` : ''}
<div class="qr" role="img" aria-label="ZATCA QR" data-zatca="${payload}">${qrSvg(payload)}</div>
${einvoice ? `<p class="c ltr" style="font-size:8px">${einvoice.uuid}</p>` : ''}
<p class="c">شكراً لتسوقكم<span class="en">Thank you</span></p>
</body></html>`;
}
