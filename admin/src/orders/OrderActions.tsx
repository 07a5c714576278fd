import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button } from '@mui/material';
import { adminActionsFor, type OrderDto } from '@ward/shared';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { openInvoice } from './openPrintable';
import { PackingSlipButton } from './PackingSlipButton';
import { RefundOrderButton } from './RefundOrderButton';
import { RejectOrderButton } from './RejectOrderButton';
import { ShipOrderButton } from './ShipOrderButton';
import { useOrderAction } from './useOrderAction';

const ConfirmAction = ({ order, action, icon }: { order: OrderDto; action: 'approve' | 'complete'; icon: React.ReactNode }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const mutation = useOrderAction(order, action);
  return (
    <>
      <Button variant="contained" startIcon={icon} onClick={() => setOpen(true)} disabled={mutation.isPending}>
        {translate(`resources.orders.actions.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={`${translate(`resources.orders.actions.${action}`)} ${order.orderNumber}`}
        content="ra.message.are_you_sure"
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Only the moves the order's state allows (DESIGN.md §5), the tax invoice once it is issued, the packing slip. */
export const OrderActions = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!order) return null;
  const actions = adminActionsFor(order.status);
  const printInvoice = (format: 'a4' | 'receipt') =>
    openInvoice(order.id, format).catch((e: Error) =>
      notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }),
    );
  return (
    <>
      {actions.includes('approve') && <ConfirmAction order={order} action="approve" icon={<CheckIcon />} />}
      {actions.includes('reject') && <RejectOrderButton order={order} />}
      {actions.includes('ship') && <ShipOrderButton order={order} />}
      {actions.includes('complete') && <ConfirmAction order={order} action="complete" icon={<DoneAllIcon />} />}
      {order.paymentMethod !== 'cod' && (order.paymentStatus === 'Paid' || order.paymentStatus === 'PartiallyRefunded') && (
        <RefundOrderButton order={order} />
      )}
      {order.invoiceNumber && (
        <Button startIcon={<ReceiptIcon />} onClick={() => void printInvoice('a4')}>
          {translate('resources.orders.actions.invoice')}
        </Button>
      )}
      {order.invoiceNumber && (
        <Button startIcon={<ReceiptLongIcon />} onClick={() => void printInvoice('receipt')}>
          {translate('resources.orders.actions.receipt')}
        </Button>
      )}
      <PackingSlipButton order={order} />
    </>
  );
};
