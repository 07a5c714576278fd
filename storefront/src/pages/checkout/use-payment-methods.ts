import { CHECKOUT_METHODS, type CountryCode, type PaymentMethod } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import { checkout } from '../../api/endpoints';
import type { PayLaterCheckDto } from '../../api/types';
import { canPayWithApplePay } from '../../lib/apple-pay';
import { useQuery } from '../../lib/query';
import type { lineInputs } from '../../lib/quote';
import { useSettings } from '../../state/settings';
import { wrapAsked, type GiftForm } from './gift';
import { addressBody } from './NewAddressFields';
import type { CheckoutAddress } from './use-checkout-address';
import type { Step } from './StepList';

interface PaymentContext {
  guest: boolean;
  step: Step;
  items: ReturnType<typeof lineInputs>;
  couponCode: string | null | undefined;
  country: CountryCode;
  address: CheckoutAddress;
  /** the carrier chosen (null: the cheapest) */
  carrier: { carrierId: number | null };
  /** gift wrap costs something: the providers are asked about the total with it */
  gift: GiftForm;
}

/**
 * The payment methods offered, the one chosen, and the pay-later providers' answers. Moves the
 * choice to the first usable method when a provider turns this cart down.
 */
export function usePaymentMethods({ guest, step, items, couponCode, country, address, carrier, gift }: PaymentContext) {
  const settings = useSettings();
  const [method, setMethod] = useState<PaymentMethod>('mada');
  // what the shop takes (settings.paymentMethods), Apple Pay only where this browser can pay with it
  // (pay-later providers pre-check a customer: not offered to guests)
  const offered: PaymentMethod[] = CHECKOUT_METHODS.filter(
    (m) =>
      (settings?.paymentMethods?.includes(m) ?? m === 'cod') &&
      (m !== 'applepay' || canPayWithApplePay()) &&
      !(guest && (m === 'tabby' || m === 'tamara')),
  );

  // Tabby and Tamara are asked before the order whether they would take this cart (their pre-checks)
  const askPayLater = step !== 'shipping' && step !== 'done' && offered.some((m) => m === 'tabby' || m === 'tamara');
  const payLaterBody = askPayLater
    ? {
        items,
        couponCode: couponCode || undefined,
        country,
        carrierId: carrier.carrierId,
        gift: wrapAsked(gift),
        ...(address.addressId === 'new' ? { address: addressBody(address.form.values) } : { addressId: address.addressId }),
      }
    : null;
  const payLater = useQuery<PayLaterCheckDto>(
    payLaterBody ? `pay-later:${JSON.stringify(payLaterBody)}` : null,
    () => checkout.payLater(payLaterBody!),
    { staleMs: 60_000 },
  );
  const usable = offered.filter((m) => (m !== 'tabby' && m !== 'tamara') || payLater.data?.[m]?.available !== false);
  const fallbackMethod = usable.includes(method) ? null : (usable[0] ?? 'cod');
  useEffect(() => {
    if (fallbackMethod) setMethod(fallbackMethod);
  }, [fallbackMethod]);

  return { offered, method, setMethod, payLater };
}
