import { PAYMENT_METHOD_NAMES, zatcaQrPayload, type OrderAddressDto, type Settings } from '@ward/shared';
import qrcode from 'qrcode-generator';
import type { Order } from '../orders/order.entity.js';

/** Pieces the printable invoice and receipt share. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
export const money = (v: number) => v.toFixed(2);

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
