import { useMutation } from '@tanstack/react-query';
import type { ReturnAction, ReturnDto } from '@ward/shared';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { WardDataProvider } from '../providers';

/** `POST /api/admin/returns/{id}/{action}`; a refusal shows the server's reason. */
export function useReturnAction(record: ReturnDto, action: ReturnAction) {
  const dataProvider = useDataProvider<WardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body?: Record<string, unknown>) => dataProvider.act('returns', record.id, action, body),
    onSuccess: () => {
      notify('resources.returns.actions.done', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: error.message } }),
  });
}
