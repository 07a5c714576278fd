import { firstFieldErrors, refundForLines, refundRequestSchema, toHalalas, toSar, type Language, type OrderDto, type RefundRequest } from '@ward/shared';
import { useState } from 'react';
import { useLocale } from 'react-admin';
import { useRefund } from './useRefund';

export type RefundMode = 'lines' | 'amount';

/**
 * The refund dialog's state: by items or by amount, what is left to refund, the preview of the
 * refund, field errors from the shared schema, the review of a valid refund (money moves only once
 * the admin confirms what it says), and sending it.
 */
export function useRefundForm(order: OrderDto) {
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<RefundMode>('lines');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<RefundRequest | null>(null);
  const mutation = useRefund(order);
  const left = toSar(toHalalas(order.total) - toHalalas(order.refundedAmount));

  const lines = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity }));
  const preview = mode === 'lines' ? (lines.length ? (refundForLines(order, lines) ?? 0) / 100 : 0) : Number(amount) || 0;
  const body: Record<string, unknown> =
    mode === 'lines'
      ? { lines: lines.length ? lines : [], reason, restock }
      : { amount: amount === '' ? undefined : Number(amount), reason };

  const close = () => {
    setOpen(false);
    setReview(null);
    mutation.reset();
  };
  /** A valid refund goes to its review; nothing is sent yet. */
  const submit = () => {
    const parsed = refundRequestSchema.safeParse(body);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    setErrors({});
    setReview(parsed.data);
  };
  const back = () => (setReview(null), mutation.reset());
  const send = () => review && mutation.mutate(review, { onSuccess: close });
  const changeMode = (m: RefundMode) => (setMode(m), setErrors({}));
  const setQuantity = (id: number, q: number) => setQuantities((all) => ({ ...all, [id]: q }));

  return {
    ...{ locale, open, setOpen, mode, changeMode, quantities, setQuantity, restock, setRestock },
    ...{ amount, setAmount, reason, setReason, errors, mutation, left, preview, close, submit, review, back, send },
  };
}
