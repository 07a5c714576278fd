import type { CountryCode, PaymentMethod } from '@ward/shared/constants';
import { CURRENT_CONSENT_TEXT } from '@ward/shared/consent-texts';
import { useState } from 'preact/hooks';
import { ApiError } from '../../api/client';
import { checkout, guest as guestApi } from '../../api/endpoints';
import type { OrderDto } from '../../api/types';
import { useT } from '../../i18n';
import { serverFieldErrors } from '../../lib/form';
import { stashCart } from '../../lib/pending-cart';
import type { lineInputs, useQuote } from '../../lib/quote';
import { clearCart, useCart } from '../../state/cart';
import { rememberGuestOrder } from '../../state/guest-order';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';
import { giftBody, type GiftForm } from './gift';
import type { GuestContactForm } from './GuestFields';
import { checkoutKey, forgetCheckoutKey } from './idempotency';
import { addressBody } from './NewAddressFields';
import type { SampleChoice } from './samples';
import type { Step } from './StepList';
import { storeCreditSpend, useStoreCredit } from './store-credit';
import type { CheckoutAddress } from './use-checkout-address';
import type { CheckoutBoxes } from './CheckoutBoxes';

interface OrderChoices {
  guest: boolean;
  items: ReturnType<typeof lineInputs>;
  country: CountryCode;
  method: PaymentMethod;
  /** the carrier chosen (null: the cheapest) */
  carrier: { carrierId: number | null };
  notes: string;
  gift: GiftForm;
  boxes: CheckoutBoxes;
  samples: SampleChoice;
  address: CheckoutAddress;
  buyer: GuestContactForm;
  /** the checkout's quote: its total is what the shopper expects to pay; priced again when the server says it changed */
  quoted: ReturnType<typeof useQuote>;
  setStep: (step: Step) => void;
}

/** The total a signed-in shopper was shown for this payment method (a guest's quote knows no account: not sent). */
function shownTotal(c: OrderChoices): number | undefined {
  const quote = c.quoted.stale ? null : c.quoted.quote;
  return !c.guest && quote && quote.paymentMethod === c.method ? quote.total : undefined;
}

/**
 * Places the order (as the customer, or as a guest; a customer may spend store credit, `credit`), then goes to the payment page or shows the
 * order. A refused order shows the server's message, and the shipping step when an address or
 * the guest's contact was at fault.
 */
export function usePlaceOrder(c: OrderChoices) {
  const t = useT();
  const lang = useLanguage();
  const cart = useCart();
  const credit = useStoreCredit(c.guest);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<OrderDto | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const { form } = c.address;

  const placeOrder = async () => {
    if (!c.gift.check(lang)) return form.setFormError(t('gift.fixErrors'));
    setPlacing(true);
    form.setFormError(null);
    try {
      const spend = storeCreditSpend(credit, c.method, c.quoted.quote?.total ?? null);
      const body: Record<string, unknown> = {
        items: c.items,
        couponCode: cart.couponCode || undefined,
        paymentMethod: spend.method,
        walletAmount: spend.walletAmount,
        country: c.country,
        carrierId: c.carrier.carrierId ?? undefined,
        notes: c.notes.trim() || undefined,
        gift: giftBody(c.gift.choice),
        whatsappOptIn: c.boxes.whatsapp.checked || undefined,
        marketingConsent: c.boxes.marketing.checked ? CURRENT_CONSENT_TEXT : undefined,
        samples: c.samples.body,
        expectedTotal: shownTotal(c),
        ...(c.address.addressId === 'new'
          ? { address: addressBody(form.values), saveAddress: c.address.saveAddress }
          : { addressId: c.address.addressId }),
      };
      const result = c.guest
        ? await placeAsGuest({ ...body, saveAddress: undefined, guest: c.buyer.values })
        : await checkout.placeOrder(body, checkoutKey());
      forgetCheckoutKey();
      if (result.payment) stashCart({ paymentId: result.payment.id, items: cart.items, couponCode: cart.couponCode });
      clearCart({ silent: true });
      toast.success('checkout.placed', { number: result.order.orderNumber });
      if (result.payment) {
        // the provider's (or Ward's own) payment page; a payment turned down at once goes to the result page
        setRedirecting(true);
        location.assign(result.payment.redirectUrl ?? `/payment/result?paymentId=${encodeURIComponent(result.payment.id)}`);
        return;
      }
      setPlaced(result.order);
      c.setStep('done');
    } catch (err) {
      const fields = serverFieldErrors(err);
      if ('expectedTotal' in fields) c.quoted.refresh();
      c.gift.showServerErrors(fields);
      c.buyer.showServerErrors(fields);
      form.setFormError(err instanceof ApiError ? err.message : t('checkout.failed'));
      if (Object.keys(fields).some((f) => f.startsWith('address') || f.startsWith('guest'))) c.setStep('shipping');
    } finally {
      setPlacing(false);
    }
  };
  // what store credit pays of the total the shopper sees (the summary shows it and what is left)
  const applied = storeCreditSpend(credit, c.method, c.quoted.quote?.total ?? null).applied;
  return { placing, placed, redirecting, placeOrder, credit, applied };
}

/** A guest's order: placed without an account; its access token opens its pay and result pages here. */
async function placeAsGuest(body: Record<string, unknown>) {
  const result = await guestApi.placeOrder(body, checkoutKey());
  const { order, payment, access } = result;
  rememberGuestOrder({ orderId: order.id, orderNumber: order.orderNumber, paymentId: payment?.id ?? null, ...access });
  return result;
}
