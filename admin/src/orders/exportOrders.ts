import type { OrderDto } from '@ward/shared';
import type { RaRecord } from 'react-admin';
import { csvExporter } from '../common/csvExporter';

/** One line per order: who, when, state, payment (method and status), money and shipment (not its items and timeline). */
export const exportOrders = csvExporter((record: RaRecord) => {
  const o = record as unknown as OrderDto;
  return {
    orderNumber: o.orderNumber,
    createdAt: o.createdAt,
    status: o.status,
    paymentMethod: o.paymentMethod,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    paymentStatus: o.paymentStatus ?? '',
    couponCode: o.couponCode,
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    subtotal: o.subtotal,
    discount: o.discount,
    shipping: o.shipping,
    codFee: o.codFee,
    vat: o.vat,
    total: o.total,
    city: o.address.city,
    country: o.address.country,
    carrier: o.carrier?.name.en ?? '',
    trackingNumber: o.trackingNumber ?? '',
    invoiceNumber: o.invoiceNumber ?? '',
  };
});
