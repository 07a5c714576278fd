import type { ComponentChildren } from 'preact';
import { route } from 'preact-router';
import { useEffect } from 'preact/hooks';
import { Loading } from '../components/Feedback';
import { useAuth, type AuthUser } from '../state/auth';

/**
 * Renders its children for a signed-in user that passes `allow`; anyone else is sent to
 * /account (history replaced, SPEC.md §2/§6) with a way back. While the auth state loads it waits.
 */
export function RequireAuth({
  allow = (u) => u.isCustomer,
  next,
  children,
}: {
  allow?: (user: AuthUser) => boolean;
  next?: string;
  children: ComponentChildren;
}) {
  const { status, user } = useAuth();
  const ok = status === 'authenticated' && !!user && allow(user);
  useEffect(() => {
    if (status === 'loading' || ok) return;
    const back = next ?? (typeof location !== 'undefined' ? location.pathname + location.search : '/');
    route(`/account?next=${encodeURIComponent(back)}`, true);
  }, [status, ok, next]);
  if (!ok) return <Loading />;
  return <>{children}</>;
}
