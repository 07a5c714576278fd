import { useState } from 'preact/hooks';
import { MarketingConsentBox } from '../../components/MarketingConsent';
import { WhatsAppCheckoutBox } from '../../components/WhatsAppOptIn';

interface Box {
  checked: boolean;
  set: (v: boolean) => void;
}

/** The review step's two unticked boxes: order updates on WhatsApp, and offers and cart reminders (issue 33). */
export interface CheckoutBoxes {
  whatsapp: Box;
  marketing: Box;
}

export function useCheckoutBoxes(): CheckoutBoxes {
  const [whatsapp, setWhatsapp] = useState(false);
  const [marketing, setMarketing] = useState(false);
  return { whatsapp: { checked: whatsapp, set: setWhatsapp }, marketing: { checked: marketing, set: setMarketing } };
}

export function CheckoutBoxesView({ boxes }: { boxes: CheckoutBoxes }) {
  return (
    <>
      <WhatsAppCheckoutBox checked={boxes.whatsapp.checked} onChange={boxes.whatsapp.set} />
      <MarketingConsentBox id="checkout-marketing" checked={boxes.marketing.checked} onChange={boxes.marketing.set} />
    </>
  );
}
