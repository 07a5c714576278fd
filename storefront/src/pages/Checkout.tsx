import { useState } from 'preact/hooks';
import type { PaymentMethod } from '@ward/shared/constants';
import type { QuoteRequest } from '../api/endpoints';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { lineInputs, useQuote } from '../lib/quote';
import { useCart } from '../state/cart';
import { useSettings } from '../state/settings';
import { FormError } from '../components/Field';
import { CarrierChoice, useCarrierChoice } from './checkout/CarrierChoice';
import { CheckoutSummary } from './checkout/CheckoutSummary';
import { EmptyCheckout, Redirecting } from './checkout/CheckoutStates';
import { useGiftChoice, wrapAsked, type GiftForm } from './checkout/gift';
import { useSampleChoice, type SampleChoice } from './checkout/samples';
import { OrderPlaced } from './checkout/OrderPlaced';
import { PaymentStep } from './checkout/PaymentStep';
import { ReviewStep } from './checkout/ReviewStep';
import { ShippingStage } from './checkout/ShippingStage';
import { StepList, type Step } from './checkout/StepList';
import { CheckoutGate } from './checkout/CheckoutGate';
import { useGuestContact } from './checkout/GuestFields';
import { useCheckoutAddress } from './checkout/use-checkout-address';
import { usePaymentMethods } from './checkout/use-payment-methods';
import { usePlaceOrder } from './checkout/use-place-order';
import { useStepFocus } from './checkout/use-step-focus';
import { useCheckoutBoxes } from './checkout/CheckoutBoxes';

/** The checkout of a signed-in customer, or of a guest (`guest`: typed address only, name and contact, no address book). */
function CheckoutFlow({ guest = false }: { guest?: boolean }) {
  const t = useT();
  const cart = useCart();
  const settings = useSettings();
  const [step, setStep] = useState<Step>('shipping');
  const buyer = useGuestContact();
  const address = useCheckoutAddress(guest);
  const { form, chosen, country } = address;
  const [notes, setNotes] = useState('');
  const carrier = useCarrierChoice(country);
  const gift = useGiftChoice();
  const boxes = useCheckoutBoxes();
  const samples = useSampleChoice();
  const headingRef = useStepFocus(step);
  const items = lineInputs(cart.items);
  // what prices the order: the quote and the pay-later providers' checks ask about the same
  const pricing = { items, couponCode: cart.couponCode, country, carrier, gift };
  const { offered, method, setMethod, payLater } = usePaymentMethods({ guest, step, address, ...pricing });
  const quoted = useCheckoutQuote({ ...pricing, step, method, samples });
  const quote = quoted.quote && !quoted.stale ? quoted.quote : null;
  const order = usePlaceOrder({ guest, items, country, method, carrier, notes, gift, boxes, samples, address, buyer, quoted, setStep });

  if (order.redirecting) return <Redirecting />;
  if (step === 'done' && order.placed) return <OrderPlaced order={order.placed} headingRef={headingRef} guest={guest} />;
  if (!cart.items.length) return <EmptyCheckout />;

  return (
    <div class="container page page-checkout">
      <h1 class="page-title">{t('checkout.title')}</h1>
      <StepList step={step} />
      <div class="checkout-layout">
        <div class="checkout-main">
          <FormError message={form.formError} />
          {step === 'shipping' ? (
            <ShippingStage
              guest={guest}
              address={address}
              buyer={buyer}
              carrier={<CarrierChoice quote={quoted.quote} {...carrier} />}
              headingRef={headingRef}
              onDone={() => setStep('payment')}
            />
          ) : null}
          {step === 'payment' ? (
            <PaymentStep
              methods={offered}
              method={method}
              setMethod={setMethod}
              payLater={payLater.data}
              payLaterLoading={payLater.loading}
              codFee={quoted.quote?.codFee ?? settings?.codFee ?? 0}
              codAvailable={quoted.quote?.codAvailable ?? true}
              credit={order.credit}
              headingRef={headingRef}
              onBack={() => setStep('shipping')}
              onContinue={() => setStep('review')}
            />
          ) : null}
          {step === 'review' ? (
            <ReviewStep
              address={chosen ?? form.values}
              method={method}
              quote={quote}
              notes={notes}
              setNotes={setNotes}
              gift={gift}
              boxes={boxes}
              samples={samples}
              placing={order.placing}
              headingRef={headingRef}
              goTo={setStep}
              onPlace={order.placeOrder}
            />
          ) : null}
        </div>
        <CheckoutSummary quote={quote} error={quoted.error} loading={quoted.loading} stale={quoted.stale} storeCredit={order.applied} />
      </div>
    </div>
  );
}

interface QuoteAsk extends Pick<QuoteRequest, 'items' | 'couponCode' | 'country'> {
  carrier: { carrierId: number | null };
  step: Step;
  method: PaymentMethod;
  gift: GiftForm;
  samples: SampleChoice;
}

/** The quote of the checkout as it stands: cart, country, carrier, the method once chosen, gift wrap and samples. */
function useCheckoutQuote({ carrier, step, method, gift, samples, ...asked }: QuoteAsk) {
  return useQuote(
    asked.items.length && step !== 'done'
      ? {
          ...asked,
          carrierId: carrier.carrierId,
          paymentMethod: step === 'shipping' ? null : method,
          gift: wrapAsked(gift),
          samples: samples.body,
        }
      : null,
  );
}

/** SPEC.md §2 checkout: shipping info (saved addresses), payment method, review, confirmation. */
export default function Checkout(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('checkout.title'), noindex: true });
  return <CheckoutGate flow={(guest) => <CheckoutFlow guest={guest} />} />;
}
