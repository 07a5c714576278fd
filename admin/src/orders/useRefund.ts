import { useMutation } from '@tanstack/react-query';
import type { OrderDto, RefundRequest } from '@ward/shared';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { WardDataProvider } from '../providers';
import { useRefundText } from './useRefundText';

/** `POST /api/admin/orders/{id}/refund`; a refusal (409, 502) shows the server's translated reason and changes nothing. */
export function useRefund(order: OrderDto) {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const refundText = useRefundText();
  return useMutation({
    mutationFn: (body: RefundRequest) => dataProvider.act<OrderDto>('orders', order.id, 'refund', body),
    onSuccess: () => {
      notify(refundText('done'), { type: 'success' });
      refresh();
    },
  });
}
