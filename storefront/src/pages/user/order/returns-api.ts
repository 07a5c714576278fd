import { api } from '../../../api/client';
import type { OrderDto, ReturnDto, ReturnRequestInput } from '../../../api/types';
import { guestHeaders } from '../../../state/guest-order';

/**
 * Returns and the late-delivery cancel, for the customer (signed in) or the guest (the order's
 * access token): kept with the order pages, out of the first load.
 */
export const returnsApi = {
  list: (orderId: number) => api.get<ReturnDto[]>(`/api/orders/${orderId}/returns`, { headers: guestHeaders({ orderId }) }),
  request: (orderId: number, body: ReturnRequestInput) =>
    api.post<ReturnDto>(`/api/orders/${orderId}/returns`, body, { headers: guestHeaders({ orderId }) }),
  sent: (orderId: number, returnId: number, trackingNumber: string) =>
    api.post<ReturnDto>(`/api/orders/${orderId}/returns/${returnId}/sent`, { trackingNumber }, { headers: guestHeaders({ orderId }) }),
  lateCancel: (orderId: number) => api.post<OrderDto>(`/api/orders/${orderId}/late-cancel`, {}, { headers: guestHeaders({ orderId }) }),
};
