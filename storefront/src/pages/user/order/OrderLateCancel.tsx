import { LATE_CANCELLABLE_STATUSES } from '@ward/shared/orders';
import { useState } from 'preact/hooks';
import type { OrderDto } from '../../../api/types';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/Field';
import { useT } from '../../../i18n';
import { formatMoney } from '../../../lib/format';
import { invalidate } from '../../../lib/query';
import { useLanguage } from '../../../state/preferences';
import { useSettings } from '../../../state/settings';
import { toast } from '../../../state/toasts';
import { returnsApi } from './returns-api';
import { useReturnsT } from './returns.texts';

const DAY_MS = 86_400_000;

/** What the cancel needs of an order (the order page's order, or the tracking page's look-up). */
type LateOrder = Pick<OrderDto, 'id' | 'status' | 'createdAt' | 'total' | 'paymentStatus'>;

/** Whether the order is late enough to be cancelled by its customer (the server decides again). */
export const lateCancellable = (o: LateOrder, days: number, now = Date.now()) =>
  LATE_CANCELLABLE_STATUSES.includes(o.status) && now > Date.parse(o.createdAt) + days * DAY_MS;

/**
 * Saudi e-commerce law: an order not delivered `lateDeliveryDays` after it was placed may be
 * cancelled with a full refund. Shown only then; the money moves only after a confirmation.
 */
export function OrderLateCancel({ order: o, onCancelled }: { order: LateOrder; onCancelled?: () => void }) {
  const t = useT();
  const rt = useReturnsT();
  const lang = useLanguage();
  const days = useSettings()?.returns?.lateDeliveryDays ?? 15;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!lateCancellable(o, days)) return null;
  // cash on delivery not collected yet: nothing to give back
  const paid = o.paymentStatus === 'Paid' || o.paymentStatus === 'PartiallyRefunded';

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await returnsApi.lateCancel(o.id);
      toast.text(rt('returns.lateCancelled'));
      setOpen(false);
      invalidate(`/api/orders/${o.id}`);
      onCancelled?.();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="card" aria-labelledby="order-late">
      <h2 id="order-late" class="sub-title">
        {rt('returns.lateTitle')}
      </h2>
      <p class="small">{rt('returns.lateExplained', { days })}</p>
      <button type="button" class="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        {rt('returns.lateCancel')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={rt('returns.lateCancel')} closeLabel={t('common.close')}>
        <FormError message={error} />
        <p>{paid ? rt('returns.lateConfirm', { amount: formatMoney(o.total, lang) }) : rt('returns.lateConfirmUnpaid')}</p>
        <div class="form-actions">
          <button type="button" class="btn btn-primary" disabled={busy} onClick={cancel}>
            {rt('returns.lateConfirmYes')}
          </button>
          <button type="button" class="btn btn-outline" disabled={busy} onClick={() => setOpen(false)}>
            {rt('returns.lateConfirmNo')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
