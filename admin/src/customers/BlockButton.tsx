import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { CustomerDto } from '@ward/shared';
import { useState, type MouseEvent } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../providers';

/**
 * Block or reactivate (SPEC.md §4): a blocked user cannot log in or order. Admins can be blocked
 * too; the server refuses blocking yourself or the last active admin, and that refusal is shown.
 * Blocking asks first (it signs the customer out at once); reactivating does not.
 */
export const BlockButton = () => {
  const record = useRecordContext<CustomerDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<WardDataProvider>();
  const blocked = record?.status === 'Blocked';
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => dataProvider.act('customers', record!.id, blocked ? 'activate' : 'block'),
    onSuccess: () => (
      notify(blocked ? 'resources.customers.actions.activated' : 'resources.customers.actions.blocked', { type: 'success' }),
      refresh()
    ),
    onError: (e: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }),
  });
  if (!record) return null;
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    if (blocked) mutation.mutate();
    else setConfirming(true);
  };
  return (
    <>
      <Button
        size="small"
        color={blocked ? 'success' : 'error'}
        startIcon={blocked ? <CheckCircleIcon /> : <BlockIcon />}
        onClick={onClick}
        disabled={mutation.isPending}
      >
        {translate(blocked ? 'resources.customers.actions.activate' : 'resources.customers.actions.block')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={mutation.isPending}
        title="resources.customers.actions.block_title"
        content="resources.customers.actions.block_content"
        translateOptions={{ name: record.name }}
        confirm="resources.customers.actions.block"
        confirmColor="warning"
        onConfirm={() => (setConfirming(false), mutation.mutate())}
        onClose={(e: MouseEvent) => (e?.stopPropagation?.(), setConfirming(false))}
      />
    </>
  );
};
