import { CHECKOUT_METHODS, type CountryCode, type PaymentMethod } from '@ward/shared/constants';
import { orderAddressSchema } from '@ward/shared/validation/checkout';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { account, checkout, guest as guestApi } from '../api/endpoints';
import type { AddressDto, OrderDto, PayLaterCheckDto } from '../api/types';
import { Loading } from '../components/Feedback';
import { FormError } from '../components/Field';
import { useT } from '../i18n';
import { canPayWithApplePay } from '../lib/apple-pay';
import { focusFirstError, serverFieldErrors, validate } from '../lib/form';
import { useHead } from '../lib/head';
import { stashCart } from '../lib/pending-cart';
import { useQuery } from '../lib/query';
import { lineInputs, useQuote } from '../lib/quote';
import { useSchemaForm } from '../lib/use-schema-form';
import { clearCart, setCountry, useCart } from '../state/cart';
import { rememberGuestOrder } from '../state/guest-order';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';
import { toast } from '../state/toasts';
import { CheckoutSummary } from './checkout/CheckoutSummary';
import { giftBody, useGiftChoice } from './checkout/gift';
import { useSampleChoice } from './checkout/samples';
import { checkoutKey, forgetCheckoutKey } from './checkout/idempotency';
import { addressBody, type NewAddress } from './checkout/NewAddressFields';
import { EMPTY_ADDRESS } from '../components/address/AddressFields';
import { OrderPlaced } from './checkout/OrderPlaced';
import { PaymentStep } from './checkout/PaymentStep';
import { ReviewStep } from './checkout/ReviewStep';
import { ShippingStep } from './checkout/ShippingStep';
import { StepList, type Step } from './checkout/StepList';
import { CheckoutGate } from './checkout/CheckoutGate';
import { GuestFields, useGuestContact } from './checkout/GuestFields';

/** The checkout of a signed-in customer, or of a guest (`guest`: typed address only, name and contact, no address book). */
function CheckoutFlow({ guest = false }: { guest?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const cart = useCart();
  const settings = useSettings();
  const [step, setStep] = useState<Step>('shipping');
  const addresses = useQuery<AddressDto[]>(guest ? null : '/api/addresses', account.addresses, { staleMs: 10_000 });
  const buyer = useGuestContact();
  const [addressId, setAddressId] = useState<number | 'new' | null>(null);
  const form = useSchemaForm<NewAddress>({ ...EMPTY_ADDRESS, recipientName: '', phone: '', title: '', country: cart.country });
  const [saveAddress, setSaveAddress] = useState(true);
  const [method, setMethod] = useState<PaymentMethod>('mada');
  // what the shop takes (settings.paymentMethods), Apple Pay only where this browser can pay with it
  // (pay-later providers pre-check a customer: not offered to guests)
  const offered: PaymentMethod[] = CHECKOUT_METHODS.filter(
    (m) =>
      (settings?.paymentMethods?.includes(m) ?? m === 'cod') &&
      (m !== 'applepay' || canPayWithApplePay()) &&
      !(guest && (m === 'tabby' || m === 'tamara')),
  );
  const [notes, setNotes] = useState('');
  const gift = useGiftChoice();
  const [whatsapp, setWhatsapp] = useState(false);
  const samples = useSampleChoice();
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<OrderDto | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // the primary saved address is chosen first; without any, the form
  useEffect(() => {
    if (addressId !== null) return;
    if (guest) return setAddressId('new');
    if (!addresses.data) return;
    const primary = addresses.data.find((a) => a.isPrimary) ?? addresses.data[0];
    setAddressId(primary ? primary.id : 'new');
  }, [addresses.data, addressId, guest]);

  const chosen = typeof addressId === 'number' ? addresses.data?.find((a) => a.id === addressId) : undefined;
  const country: CountryCode = chosen?.country ?? (addressId === 'new' ? form.values.country : cart.country);
  useEffect(() => {
    if (country !== cart.country) setCountry(country);
  }, [country, cart.country]);

  const items = lineInputs(cart.items);
  const quoted = useQuote(
    cart.items.length && step !== 'done'
      ? {
          items,
          couponCode: cart.couponCode,
          country,
          paymentMethod: step === 'shipping' ? null : method,
          gift: gift.choice.isGift && gift.choice.wrap ? { wrap: true } : null,
          samples: samples.body,
        }
      : null,
  );
  const quote = quoted.quote && !quoted.stale ? quoted.quote : null;

  // a new step moves focus to its heading (screen readers hear where they are); not on arrival
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // Tabby and Tamara are asked before the order whether they would take this cart (their pre-checks)
  const askPayLater = step !== 'shipping' && step !== 'done' && offered.some((m) => m === 'tabby' || m === 'tamara');
  const payLaterBody = askPayLater
    ? {
        items,
        couponCode: cart.couponCode || undefined,
        country,
        ...(addressId === 'new' ? { address: addressBody(form.values) } : { addressId }),
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

  const continueFromShipping = (e: Event) => {
    e.preventDefault();
    const buyerOk = !guest || buyer.check(lang);
    if (addressId === 'new') {
      // the order schema's own rules: the recipient's name and phone are required there
      const checked = validate(orderAddressSchema, addressBody(form.values), lang);
      if (!checked.ok) return form.invalid(checked.errors);
    } else if (!chosen) return form.setFormError(t('checkout.chooseAddress'));
    if (!buyerOk) return focusFirstError(form.form.current);
    form.setErrors({});
    form.setFormError(null);
    setStep('payment');
  };

  const placeOrder = async () => {
    if (!gift.check(lang)) return form.setFormError(t('gift.fixErrors'));
    setPlacing(true);
    form.setFormError(null);
    try {
      const body: Record<string, unknown> = {
        items,
        couponCode: cart.couponCode || undefined,
        paymentMethod: method,
        country,
        notes: notes.trim() || undefined,
        gift: giftBody(gift.choice),
        whatsappOptIn: whatsapp || undefined,
        samples: samples.body,
        ...(addressId === 'new' ? { address: addressBody(form.values), saveAddress } : { addressId }),
      };
      const result = guest
        ? await placeAsGuest({ ...body, saveAddress: undefined, guest: buyer.values })
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
      setStep('done');
    } catch (err) {
      const fields = serverFieldErrors(err);
      gift.showServerErrors(fields);
      buyer.showServerErrors(fields);
      form.setFormError(err instanceof ApiError ? err.message : t('checkout.failed'));
      if (Object.keys(fields).some((f) => f.startsWith('address') || f.startsWith('guest'))) setStep('shipping');
    } finally {
      setPlacing(false);
    }
  };

  if (redirecting) {
    return (
      <div class="container page narrow">
        <Loading label={t('checkout.redirecting')} />
        <p class="center">{t('checkout.redirecting')}</p>
      </div>
    );
  }
  if (step === 'done' && placed) return <OrderPlaced order={placed} headingRef={headingRef} guest={guest} />;
  if (!cart.items.length) {
    return (
      <div class="container page narrow">
        <h1 class="page-title">{t('checkout.title')}</h1>
        <p>{t('cart.empty')}</p>
        <a href="/products" class="btn btn-primary">
          {t('cart.continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div class="container page page-checkout">
      <h1 class="page-title">{t('checkout.title')}</h1>
      <StepList step={step} />
      <div class="checkout-layout">
        <div class="checkout-main">
          <FormError message={form.formError} />
          {step === 'shipping' ? (
            <ShippingStep
              addresses={addresses}
              addressId={addressId}
              setAddressId={setAddressId}
              fields={{
                values: form.values,
                errors: form.errors,
                bind: form.bind,
                setCountry: form.set('country'),
                setPin: (pin) =>
                  form.setValues((v) => ({ ...v, latitude: pin ? String(pin.lat) : '', longitude: pin ? String(pin.lng) : '' })),
                save: saveAddress,
                setSave: guest ? undefined : setSaveAddress,
              }}
              formRef={form.form}
              headingRef={headingRef}
              buyer={guest ? <GuestFields form={buyer} /> : null}
              onContinue={continueFromShipping}
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
              whatsapp={{ checked: whatsapp, set: setWhatsapp }}
              samples={samples}
              placing={placing}
              headingRef={headingRef}
              goTo={setStep}
              onPlace={placeOrder}
            />
          ) : null}
        </div>
        <CheckoutSummary quote={quote} error={quoted.error} loading={quoted.loading} />
      </div>
    </div>
  );
}

/** SPEC.md §2 checkout: shipping info (saved addresses), payment method, review, confirmation. */
export default function Checkout(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('checkout.title'), noindex: true });
  return <CheckoutGate flow={(guest) => <CheckoutFlow guest={guest} />} />;
}

/** A guest's order: placed without an account; its access token opens its pay and result pages here. */
async function placeAsGuest(body: Record<string, unknown>) {
  const result = await guestApi.placeOrder(body, checkoutKey());
  const { order, payment, access } = result;
  rememberGuestOrder({ orderId: order.id, orderNumber: order.orderNumber, paymentId: payment?.id ?? null, ...access });
  return result;
}
