import { useMutation } from '@tanstack/react-query';
import type { AdminOrderAction, OrderDto } from '@ward/shared';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { WardDataProvider } from '../providers';

const DONE: Record<AdminOrderAction, string> = {
  approve: 'resources.orders.actions.approved',
  reject: 'resources.orders.actions.rejected',
  ship: 'resources.orders.actions.shipped',
  complete: 'resources.orders.actions.completed',
};

/** `POST /api/admin/orders/{id}/{action}`; a refused move (409) shows the server's reason. */
export function useOrderAction(order: OrderDto | undefined, action: AdminOrderAction) {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body?: Record<string, unknown>) => dataProvider.act('orders', order!.id, action, body),
    onSuccess: () => {
      notify(DONE[action], { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: error.message } }),
  });
}
