import { useEffect, useState } from 'preact/hooks';
import { checkout } from '../api/endpoints';
import type { PaymentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { useT } from '../i18n';
import { catalogue } from '../lib/catalogue';
import { RequireAuth } from '../lib/guard';
import { useAuth } from '../state/auth';
import { guestOrder } from '../state/guest-order';
import { GuestAccountOffer } from './checkout/GuestAccountOffer';
import { PaymentLookup } from './payment/PaymentLookup';
import { PaymentResultCard } from './payment/PaymentResultCard';
import { useHead } from '../lib/head';
import { dropStashedCart, takeStashedCart } from '../lib/pending-cart';
import { useQuery } from '../lib/query';
import { addItem, cartStore, setCouponCode } from '../state/cart';
import { toast } from '../state/toasts';
import { useLanguage } from '../state/preferences';

const POLL_MS = 3000;
const POLL_LIMIT = 10;

/** The shopper's cart comes back when a payment did not go through (the order released it). */
function useRestoredCart(p: PaymentDto | undefined): void {
  useEffect(() => {
    if (!p || p.status === 'Pending') return;
    if (p.status === 'Paid' || p.status === 'Refunded' || p.status === 'PartiallyRefunded') {
      dropStashedCart(p.id);
      return;
    }
    const pending = takeStashedCart(p.id);
    if (pending && cartStore.get().items.length === 0) {
      for (const item of pending.items) addItem(item, item.quantity, { silent: true });
      setCouponCode(pending.couponCode);
      toast.info('cart.restored');
    }
  }, [p]);
}

function Result({ paymentId }: { paymentId: string }) {
  const lang = useLanguage();
  const payment = useQuery<PaymentDto>(`/api/payments/${paymentId}`, () => checkout.payment(paymentId), { staleMs: 0 });
  const [polls, setPolls] = useState(0);
  const p = payment.data;
  // a guest's own order (no account): tracking instead of the account's order page, and the offer to make one
  // (decided once: the offer stays on screen while it signs the shopper in)
  const signedOut = useAuth().status === 'unauthenticated';
  const [asGuest] = useState(() => signedOut && !!guestOrder({ paymentId }));

  // the provider's notification can land a moment after the shopper comes back: ask again while pending
  const pending = p?.status === 'Pending';
  const { reload } = payment;
  useEffect(() => {
    if (!pending || polls >= POLL_LIMIT) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, reload]);
  useRestoredCart(p);

  if (payment.error && !p) {
    const message = payment.error.status === 404 ? catalogue('payment.notFound', lang) : catalogue('payment.checkFailed', lang);
    return <ErrorState title={catalogue('payment.checkFailed', lang)} message={message} onRetry={payment.reload} />;
  }
  if (!p) return <Loading />;

  return (
    <>
      <PaymentResultCard p={p} asGuest={asGuest} />
      {asGuest && p.status === 'Paid' ? <GuestAccountOffer orderId={p.orderId} /> : null}
    </>
  );
}

/**
 * The payment result screen: paid, pending, cancelled, declined (with the reason and a retry),
 * expired or refunded, with the tax invoice number, amount and the dates its state needs;
 * "unknown" only when the status cannot be read. Ward asks the provider itself; nothing in this URL decides the status.
 */
export default function PaymentResult({ paymentId }: { paymentId?: string; path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('paymentResult.title'), noindex: true });
  const id = (paymentId ?? (typeof location !== 'undefined' ? new URLSearchParams(location.search).get('paymentId') : null) ?? '').trim();
  return (
    <div class="container page narrow">
      {id ? (
        <RequireAuth allow={() => true} guestPaymentId={id} signedOut={<PaymentLookup />}>
          <Result paymentId={id} />
        </RequireAuth>
      ) : (
        <ErrorState title={t('paymentResult.title')} message={catalogue('payment.idMissing', lang)} />
      )}
    </div>
  );
}
