import { addressPlaceParts, leftAfterStoreCredit, type Settings } from '@ward/shared';
import type { Order, OrderItem } from '../orders/order.entity.js';
import { escapeHtml, money, nationalAddressRows, printedLine, riyadhTime } from './print-helpers.js';

const STYLE = `
@page{size:A4;margin:14mm}*{box-sizing:border-box}
body{font-family:Tahoma,Arial,sans-serif;color:#1f1a16;margin:0;padding:24px;font-size:13px;background:#fff}
.sheet{max-width:800px;margin:auto}header{display:flex;justify-content:space-between;gap:24px;align-items:flex-start;border-bottom:2px solid #8a1c3b;padding-bottom:12px}
h1{margin:0;font-size:20px;color:#8a1c3b}h1 small,.shop small{display:block;font-size:13px;color:#5b4f45;font-weight:normal}
.shop{font-weight:bold;font-size:15px;text-align:end}
.meta{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:16px 0}.box{border:1px solid #e2dbd1;border-radius:6px;padding:10px}
.box h2{font-size:13px;margin:0 0 6px;color:#8a1c3b}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0}dt{color:#5b4f45}dd{margin:0}
table{width:100%;border-collapse:collapse;margin-top:8px}th,td{border:1px solid #e2dbd1;padding:6px 8px;text-align:start;vertical-align:top}th{background:#f6f1ea;font-size:12px}
td.num,th.num{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:embed}.idx{width:36px}.qty{width:70px}td.tick{width:28px}
.totals{margin-top:12px;margin-inline-start:auto;width:55%}.totals td{border:none;border-bottom:1px solid #eee}.totals tr.grand td{font-weight:bold;border-bottom:2px solid #8a1c3b}
.en{color:#5b4f45;font-size:11px;display:block;direction:ltr;text-align:right}.num .en{text-align:left}
.gift{border:2px dashed #8a1c3b;border-radius:10px;padding:14px;margin:0 0 12px}.gift h2{margin:0 0 8px;font-size:15px;color:#8a1c3b}
.card-message{font-size:16px;line-height:1.7;margin:0;white-space:pre-wrap;unicode-bidi:plaintext;text-align:start}
.note p{margin:0;white-space:pre-wrap;unicode-bidi:plaintext}.flags{margin:0 0 8px;padding:0;list-style:none;display:flex;gap:12px;flex-wrap:wrap}
.flags li{background:#f6f1ea;border-radius:12px;padding:2px 10px}footer{margin-top:20px;color:#5b4f45;font-size:11px;text-align:center}
@media print{body{padding:0}}
`;

const label = (ar: string, en: string) => `${ar} · <bdi>${en}</bdi>`;

/** Who the carrier hands the parcel to: the gift's recipient when there is one, else the address's. */
function shipTo(order: Order): { name: string; phone: string } {
  const recipient = order.gift?.recipient;
  if (recipient) return recipient;
  return { name: order.address.recipientName ?? order.customerName, phone: order.address.phone ?? order.customerPhone ?? '' };
}

function giftSection(order: Order): string {
  const gift = order.gift;
  if (!gift) return '';
  const flags = [
    gift.wrap ? `<li>${label('تغليف هدية', 'Gift wrap')}</li>` : '',
    gift.recipient ? `<li>${label('يُسلَّم لشخص آخر', 'Deliver to another person')}</li>` : '',
    gift.hidePrices ? `<li>${label('بدون أسعار', 'No prices')}</li>` : '',
  ].join('');
  const message = gift.message ? `<p class="card-message" dir="auto">${escapeHtml(gift.message)}</p>` : '';
  return `<section class="gift"><h2>${label('هدية', 'Gift')}</h2><ul class="flags">${flags}</ul>${message}</section>`;
}

function totalsTable(order: Order): string {
  const row = (ar: string, en: string, value: number, cls = '') =>
    `<tr class="${cls}"><td>${ar}<span class="en">${en}</span></td><td class="num">${money(value)} SAR</td></tr>`;
  return `<table class="totals"><tbody>
  ${row('المجموع الفرعي', 'Subtotal', order.subtotal)}
  ${order.discount > 0 ? row('الخصم', 'Discount', -order.discount) : ''}
  ${row('الشحن', 'Shipping', order.shipping)}
  ${order.codFee > 0 ? row('رسوم الدفع عند الاستلام', 'Cash on delivery fee', order.codFee) : ''}
  ${order.giftWrap > 0 ? row('تغليف الهدايا', 'Gift wrapping', order.giftWrap) : ''}
  ${row('الإجمالي شامل الضريبة', 'Total incl. VAT', order.total, 'grand')}
  ${order.walletAmount > 0 ? row('رصيد المتجر', 'Store credit', -order.walletAmount) : ''}
  ${order.walletAmount > 0 && order.paymentMethod === 'cod' ? row('يُحصَّل عند التوصيل', 'To collect on delivery', leftAfterStoreCredit(order.total, order.walletAmount), 'grand') : ''}
</tbody></table>`;
}

/**
 * What goes into the parcel (issue 14 §4): the items to pick and pack, where they go, the gift's
 * card message and wrap, the customer's note; with prices, or without them for a gift. Arabic
 * first, English under it; plain HTML for the browser's print dialog, no script.
 */
export function renderPackingSlip(order: Order, items: OrderItem[], settings: Settings, withPrices: boolean): string {
  const to = shipTo(order);
  const a = order.address;
  const priceHeads = withPrices
    ? `<th class="num">سعر الوحدة<span class="en">Unit price</span></th><th class="num">المجموع<span class="en">Amount</span></th>`
    : '';
  const lines = items
    .map(
      (i, n) => `<tr><td class="num">${n + 1}</td><td>${printedLine(i)}</td>
<td class="num">${i.quantity}</td>${withPrices ? `<td class="num">${money(i.finalPrice)}</td><td class="num">${money(i.lineTotal)}</td>` : ''}<td class="tick"></td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>قائمة التعبئة ${escapeHtml(order.orderNumber)} · Packing slip</title><style>${STYLE}</style></head>
<body><div class="sheet" data-prices="${withPrices ? 'shown' : 'hidden'}">
<header>
  <div>
    <h1>قائمة التعبئة<small>Packing slip</small></h1>
    <dl style="margin-top:8px">
      <dt>${label('رقم الطلب', 'Order no.')}</dt><dd dir="ltr">${escapeHtml(order.orderNumber)}</dd>
      <dt>${label('تاريخ الطلب', 'Order date')}</dt><dd dir="ltr">${riyadhTime(order.createdAt)} (UTC+3)</dd>
    </dl>
  </div>
  <div class="shop">${escapeHtml(settings.shopName.ar)}<small>${escapeHtml(settings.shopName.en)}</small></div>
</header>
<section class="meta">
  <div class="box"><h2>${label('التوصيل إلى', 'Deliver to')}</h2><dl>
    <dt>${label('المستلم', 'Recipient')}</dt><dd class="recipient">${escapeHtml(to.name)}</dd>
    <dt>${label('الجوال', 'Phone')}</dt><dd dir="ltr">${escapeHtml(to.phone)}</dd>
    <dt>${label('العنوان', 'Address')}</dt><dd>${escapeHtml([...addressPlaceParts(a), a.postalCode, a.country].filter(Boolean).join('، '))}</dd>
    ${nationalAddressRows(a)}
  </dl></div>
  <div class="box"><h2>${label('الطلب', 'Order')}</h2><dl>
    <dt>${label(order.gift ? 'هدية من' : 'العميل', order.gift ? 'Gift from' : 'Customer')}</dt><dd>${escapeHtml(order.customerName)}</dd>
    <dt>${label('شركة الشحن', 'Carrier')}</dt><dd>${escapeHtml(order.carrierNameAr ?? '')}<span class="en">${escapeHtml(order.carrierNameEn ?? '')}</span></dd>
  </dl></div>
</section>
${giftSection(order)}
${order.notes ? `<section class="box note"><h2>${label('ملاحظة العميل', 'Customer note')}</h2><p>${escapeHtml(order.notes)}</p></section>` : ''}
<table>
  <thead><tr><th class="num idx">#</th><th>المنتج<span class="en">Item</span></th><th class="num qty">الكمية<span class="en">Qty</span></th>${priceHeads}<th>✓</th></tr></thead>
  <tbody>${lines}</tbody>
</table>
${withPrices ? totalsTable(order) : ''}
<footer>شكراً لتسوقكم من ${escapeHtml(settings.shopName.ar)} · Thank you for shopping with ${escapeHtml(settings.shopName.en)}</footer>
</div></body></html>`;
}
