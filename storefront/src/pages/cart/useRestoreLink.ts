import { useEffect, useState } from 'preact/hooks';
import { restoreCart } from '../../state/cart-sync';

const tokenInUrl = () => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('restore'));

/**
 * `/cart?restore=<token>` (the link in a cart reminder): the cart comes back once, and the token
 * leaves the address bar at once (not kept in history or shared by a copied link). Answers
 * whether the cart is still being brought back.
 */
export function useRestoreLink(): boolean {
  const [restoring, setRestoring] = useState(() => tokenInUrl() !== null);
  useEffect(() => {
    const token = tokenInUrl();
    if (!token) return;
    history.replaceState(history.state, '', location.pathname);
    void restoreCart(token).finally(() => setRestoring(false));
  }, []);
  return restoring;
}
