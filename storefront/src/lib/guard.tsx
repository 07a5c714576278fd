import type { ComponentChildren } from 'preact';
import { route } from 'preact-router';
import { useEffect } from 'preact/hooks';
import { Loading } from '../components/Feedback';
import { useAuth, type AuthUser } from '../state/auth';
import { guestOrder } from '../state/guest-order';

/**
 * Renders its children for a signed-in user that passes `allow`; anyone else is sent to
 * /account (history replaced, SPEC.md §2/§6) with a way back. While the auth state loads it waits.
 * A guest's own order pages (pay, result, shipment) also open with the order's access.
 */
export function RequireAuth({
  allow = (u) => u.isCustomer,
  next,
  guestPaymentId,
  signedOut,
  children,
}: {
  allow?: (user: AuthUser) => boolean;
  next?: string;
  /** a signed-out guest who placed this payment's order in this browser may see the page too */
  guestPaymentId?: string;
  /** what a signed-out visitor without the order's access sees instead of the sign-in page */
  signedOut?: ComponentChildren;
  children: ComponentChildren;
}) {
  const { status, user } = useAuth();
  const guest = status === 'unauthenticated' && !!guestPaymentId && !!guestOrder({ paymentId: guestPaymentId });
  const ok = (status === 'authenticated' && !!user && allow(user)) || guest;
  const instead = status === 'unauthenticated' && !ok && signedOut !== undefined;
  useEffect(() => {
    if (status === 'loading' || ok || instead) return;
    const back = next ?? (typeof location !== 'undefined' ? location.pathname + location.search : '/');
    route(`/account?next=${encodeURIComponent(back)}`, true);
  }, [status, ok, instead, next]);
  if (instead) return <>{signedOut}</>;
  if (!ok) return <Loading />;
  return <>{children}</>;
}
