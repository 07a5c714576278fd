import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import { Loading } from '../../components/Feedback';
import { RequireAuth } from '../../lib/guard';
import { useAuth } from '../../state/auth';
import { CheckoutEntry } from './CheckoutEntry';

/** This tab chose to buy as a guest (kept across a reload of the checkout). */
const GUEST_CHOICE = 'ward-checkout-guest';

function choseGuest(): boolean {
  try {
    return sessionStorage.getItem(GUEST_CHOICE) === '1';
  } catch {
    return false;
  }
}

/**
 * Who checks out: a signed-in customer goes straight on; a signed-out shopper chooses between
 * buying as a guest and signing in (by SMS code or password); anyone else signs in as a customer.
 */
export function CheckoutGate({ flow }: { flow: (guest: boolean) => VNode }) {
  const { status } = useAuth();
  const [guest, setGuest] = useState(choseGuest);
  if (status === 'loading') return <Loading />;
  if (status === 'authenticated') return <RequireAuth next="/checkout">{flow(false)}</RequireAuth>;
  if (guest) return flow(true);
  return (
    <CheckoutEntry
      onGuest={() => {
        try {
          sessionStorage.setItem(GUEST_CHOICE, '1');
        } catch {
          /* the choice lasts for this page only */
        }
        setGuest(true);
      }}
    />
  );
}
