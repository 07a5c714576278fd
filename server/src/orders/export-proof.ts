import type { ExportProofDto } from '@ward/shared';
import type { Carrier } from '../shipping/carrier.entity.js';
import type { Order } from './order.entity.js';

/** An export's proof as it is handed to the carrier: where to, with whom, under which tracking number (delivery stamps it later). */
export const exportShipped = (
  order: Pick<Order, 'country'>,
  carrier: Carrier,
  trackingNumber: string | null,
  shippedAt: Date,
): ExportProofDto => ({
  country: order.country,
  carrier: { ar: carrier.name.ar, en: carrier.name.en },
  trackingNumber: trackingNumber?.trim() || null,
  shippedAt: shippedAt.toISOString(),
  deliveredAt: null,
});
