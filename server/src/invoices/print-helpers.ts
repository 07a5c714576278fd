import {
  EXPORT_VAT_TEXT,
  PAYMENT_METHOD_NAMES,
  VAT_RATE_PERCENT,
  zatcaQrPayload,
  type OrderAddressDto,
  type Settings,
  type VatCategory,
} from '@ward/shared';
import qrcode from 'qrcode-generator';
import type { Order } from '../orders/order.entity.js';
import { itemTitle, type StoredLine } from '../orders/order-items.js';

/** Pieces the printable invoice and receipt share. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
export const money = (v: number) => v.toFixed(2);

/** The A4 page of the tax invoice and the credit note. */
export const A4_STYLE = `
@page{size:A4;margin:14mm}*{box-sizing:border-box}
body{font-family:Tahoma,Arial,sans-serif;color:#1f1a16;margin:0;padding:24px;font-size:13px;background:#fff}
.sheet{max-width:800px;margin:auto}header{display:flex;justify-content:space-between;gap:24px;align-items:flex-start;border-bottom:2px solid #8a1c3b;padding-bottom:12px}
h1{margin:0;font-size:20px;color:#8a1c3b}h1 small{display:block;font-size:14px;color:#5b4f45;font-weight:normal}
.qr{width:150px;height:150px;flex:none}.qr svg{width:100%;height:100%}
.meta{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:16px 0}.box{border:1px solid #e2dbd1;border-radius:6px;padding:10px}
.box h2{font-size:13px;margin:0 0 6px;color:#8a1c3b}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0}dt{color:#5b4f45}dd{margin:0}
table{width:100%;border-collapse:collapse;margin-top:8px}th,td{border:1px solid #e2dbd1;padding:6px 8px;text-align:start;vertical-align:top}th{background:#f6f1ea;font-size:12px}
td.num,th.num{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:embed}
.totals{margin-top:12px;margin-inline-start:auto;width:60%}.totals td{border:none;border-bottom:1px solid #eee}.totals tr.grand td{font-weight:bold;font-size:15px;border-bottom:2px solid #8a1c3b}
.en{color:#5b4f45;font-size:11px;display:block;direction:ltr;text-align:right}.num .en{text-align:left}footer{margin-top:20px;color:#5b4f45;font-size:11px;text-align:center}
.note{margin:0 0 12px}.note p{margin:0;white-space:pre-wrap;unicode-bidi:plaintext}
.status{display:inline-block;padding:2px 8px;border-radius:10px;background:#f6f1ea}
@media print{body{padding:0}.noprint{display:none}}
`;

/** Riyadh local time (UTC+3) as `YYYY-MM-DD HH:mm`. */
export const riyadhTime = (d: Date) => new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function qrSvg(payload: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(payload);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
}

/** "مدى · mada": a payment method in both languages (escaped). */
export const PAYMENT_LABEL = Object.fromEntries(
  Object.entries(PAYMENT_METHOD_NAMES).map(([method, name]) => [method, escapeHtml(`${name.ar} · ${name.en}`)]),
) as Record<Order['paymentMethod'], string>;

/** The VAT row's words, Arabic then English: 15%, or an export's 0% and why (issue 32). */
export const vatRowLabel = (category: VatCategory): [string, string] =>
  category === 'Z'
    ? [`ضريبة القيمة المضافة 0% (${EXPORT_VAT_TEXT.zeroRated.ar})`, `VAT 0% (${EXPORT_VAT_TEXT.zeroRated.en})`]
    : [`ضريبة القيمة المضافة ${VAT_RATE_PERCENT}%`, `VAT ${VAT_RATE_PERCENT}%`];

/** What a print says of the prices: VAT included, or an export's zero rating and the destination's duties. */
export const pricesNote = (category: VatCategory): string =>
  category === 'Z'
    ? escapeHtml(
        `${EXPORT_VAT_TEXT.zeroRated.ar} · ${EXPORT_VAT_TEXT.zeroRated.en} (VATEX-SA-32) · ${EXPORT_VAT_TEXT.duties.ar} · ${EXPORT_VAT_TEXT.duties.en}`,
      )
    : 'الأسعار شاملة ضريبة القيمة المضافة · Prices include VAT';

/** What the phase-2 e-invoice adds to a print: its QR code (tags 1-9) and identifiers. */
export interface PrintedEInvoice {
  qr: string;
  uuid: string;
  icv: number;
}

export function invoiceQrPayload(
  order: Pick<Order, 'invoicedAt' | 'total' | 'vat'>,
  settings: Pick<Settings, 'shopName' | 'vatNumber'>,
): string {
  return zatcaQrPayload({
    sellerName: settings.shopName.ar,
    vatNumber: settings.vatNumber,
    timestamp: order.invoicedAt!,
    total: order.total,
    vatTotal: order.vat,
  });
}

/** The phase-2 QR once the e-invoice is signed; the phase-1 QR (tags 1-5) before that or without onboarding. */
export const qrPayloadOf = (order: Order, settings: Settings, einvoice: PrintedEInvoice | null) =>
  einvoice?.qr ?? invoiceQrPayload(order, settings);

/**
 * The National Address numbers of a delivery address (short address, building and additional
 * number) as `<dt>`/`<dd>` rows in both languages; nothing for an address without them.
 */
export function nationalAddressRows(a: Pick<OrderAddressDto, 'shortAddress' | 'buildingNumber' | 'additionalNumber'>): string {
  const rows: Array<[string, string, string | null | undefined]> = [
    ['العنوان المختصر', 'Short address', a.shortAddress],
    ['رقم المبنى', 'Building no.', a.buildingNumber],
    ['الرقم الإضافي', 'Additional no.', a.additionalNumber],
  ];
  return rows
    .filter(([, , value]) => value)
    .map(([ar, en, value]) => `<dt>${ar} · <bdi>${en}</bdi></dt><dd dir="ltr" class="national">${escapeHtml(value!)}</dd>`)
    .join('\n    ');
}

/** A line's title on a print, escaped: Arabic with its options and SKU, English beside it (`after` inside the English part). */
export const printedLine = (i: StoredLine, after = '') =>
  `${escapeHtml(itemTitle(i, 'ar'))}<span class="en">${escapeHtml(itemTitle(i, 'en', { sku: false }))}${after}</span>`;
