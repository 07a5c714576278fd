import { useMutation } from '@tanstack/react-query';
import type { OrderDto, RefundRequest } from '@ward/shared';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { WardDataProvider } from '../providers';

/** `POST /api/admin/orders/{id}/refund`; a refusal (409, 502) shows the server's translated reason and changes nothing. */
export function useRefund(order: OrderDto) {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RefundRequest) => dataProvider.act<OrderDto>('orders', order.id, 'refund', body),
    onSuccess: () => {
      notify('resources.orders.refund.done', { type: 'success' });
      refresh();
    },
  });
}
