import { CHECKOUT_METHODS, type CountryCode, type PaymentMethod } from '@ward/shared/constants';
import { orderAddressSchema } from '@ward/shared/validation/checkout';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { account, checkout } from '../api/endpoints';
import type { AddressDto, OrderDto, PayLaterCheckDto } from '../api/types';
import { PaymentChoices } from '../components/checkout/PaymentChoices';
import { CountryOptions } from '../components/CountryOptions';
import { ErrorState, Loading } from '../components/Feedback';
import { Field, FormError, PhoneField } from '../components/Field';
import { CheckIcon, PinIcon } from '../components/Icons';
import { Img } from '../components/Img';
import { LOGOS_OF, PaymentLogo } from '../components/PaymentLogos';
import { Money } from '../components/Price';
import { OrderTotals } from '../components/OrderTotals';
import { localized, useT } from '../i18n';
import { serverFieldErrors, validate, type FieldErrors } from '../lib/form';
import { canPayWithApplePay } from '../lib/apple-pay';
import { joinParts } from '../lib/format';
import { useHead } from '../lib/head';
import { RequireAuth } from '../lib/guard';
import { orderStatusLabel } from '../lib/catalogue';
import { stashCart } from '../lib/pending-cart';
import { lineInputs, useQuote } from '../lib/quote';
import { useQuery } from '../lib/query';
import { useSchemaForm } from '../lib/use-schema-form';
import { clearCart, setCountry, useCart } from '../state/cart';
import { useLanguage } from '../state/preferences';
import { useSettings } from '../state/settings';
import { toast } from '../state/toasts';

type Step = 'shipping' | 'payment' | 'review' | 'done';
const STEPS: Step[] = ['shipping', 'payment', 'review', 'done'];

interface NewAddress {
  recipientName: string;
  phone: string;
  title: string;
  street: string;
  district: string;
  city: string;
  country: CountryCode;
  postalCode: string;
  buildingNumber: string;
}

const KEY_STORE = 'ward-checkout-key';

/** One Idempotency-Key per checkout: a double submit (or a retry after a timeout) makes one order. */
function idempotencyKey(): string {
  try {
    const existing = sessionStorage.getItem(KEY_STORE);
    if (existing) return existing;
    const key =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    sessionStorage.setItem(KEY_STORE, key);
    return key;
  } catch {
    return `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  }
}

function StepList({ step }: { step: Step }) {
  const t = useT();
  const at = STEPS.indexOf(step);
  return (
    <ol class="steps" aria-label={t('checkout.steps')}>
      {STEPS.map((s, i) => (
        <li class={`step${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span class="step-num" aria-hidden="true">
            {i < at ? <CheckIcon size={14} /> : i + 1}
          </span>
          <span class="step-label">{t(`checkout.step.${s}` as 'checkout.step.shipping')}</span>
        </li>
      ))}
    </ol>
  );
}

type AddressLike = { [K in keyof NewAddress]?: string | null };

function AddressSummary({ address }: { address: AddressLike }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <p class="address-summary">
      {address.recipientName ? <strong>{address.recipientName}</strong> : null}
      {address.recipientName ? <br /> : null}
      {joinParts([address.street, address.district, address.city], lang)}
      <br />
      {address.country ? t(`country.${address.country}` as 'country.SA') : ''} {address.postalCode ?? ''}
      {address.phone ? (
        <>
          <br />
          <bdi dir="ltr">{address.phone}</bdi>
        </>
      ) : null}
    </p>
  );
}

function CheckoutFlow() {
  const t = useT();
  const lang = useLanguage();
  const cart = useCart();
  const settings = useSettings();
  const [step, setStep] = useState<Step>('shipping');
  const addresses = useQuery<AddressDto[]>('/api/addresses', account.addresses, { staleMs: 10_000 });
  const [addressId, setAddressId] = useState<number | 'new' | null>(null);
  const newAddress = useSchemaForm<NewAddress>({
    recipientName: '',
    phone: '',
    title: '',
    street: '',
    district: '',
    city: '',
    country: cart.country,
    postalCode: '',
    buildingNumber: '',
  });
  const { values: form, set, bind, errors, setErrors, formError, setFormError, form: formRef, invalid } = newAddress;
  const [saveAddress, setSaveAddress] = useState(true);
  const [method, setMethod] = useState<PaymentMethod>('mada');
  // what the shop takes (settings.paymentMethods), Apple Pay only where this browser can pay with it
  const offered: PaymentMethod[] = CHECKOUT_METHODS.filter(
    (m) => (settings?.paymentMethods?.includes(m) ?? m === 'cod') && (m !== 'applepay' || canPayWithApplePay()),
  );
  const [notes, setNotes] = useState('');
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<OrderDto | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // the primary saved address is chosen first; without any, the form
  useEffect(() => {
    if (addressId !== null || !addresses.data) return;
    const primary = addresses.data.find((a) => a.isPrimary) ?? addresses.data[0];
    setAddressId(primary ? primary.id : 'new');
  }, [addresses.data]);

  const chosen = typeof addressId === 'number' ? addresses.data?.find((a) => a.id === addressId) : undefined;
  const country: CountryCode = chosen?.country ?? (addressId === 'new' ? form.country : cart.country);
  useEffect(() => {
    if (country !== cart.country) setCountry(country);
  }, [country]);

  const items = lineInputs(cart.items);
  const {
    quote,
    error: quoteError,
    loading: quoteLoading,
    stale,
  } = useQuote(
    cart.items.length && step !== 'done'
      ? { items, couponCode: cart.couponCode, country, paymentMethod: step === 'shipping' ? null : method }
      : null,
  );

  // a new step moves focus to its heading (screen readers hear where they are); not on arrival
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const addressBody = () => ({
    recipientName: form.recipientName,
    phone: form.phone,
    title: form.title || null,
    street: form.street,
    district: form.district || null,
    city: form.city,
    country: form.country,
    postalCode: form.postalCode || null,
    buildingNumber: form.buildingNumber || null,
  });

  // Tabby and Tamara are asked before the order whether they would take this cart (their pre-checks)
  const askPayLater = step !== 'shipping' && step !== 'done' && offered.some((m) => m === 'tabby' || m === 'tamara');
  const payLaterBody = askPayLater
    ? { items, couponCode: cart.couponCode || undefined, country, ...(addressId === 'new' ? { address: addressBody() } : { addressId }) }
    : null;
  const payLater = useQuery<PayLaterCheckDto>(
    payLaterBody ? `pay-later:${JSON.stringify(payLaterBody)}` : null,
    () => checkout.payLater(payLaterBody!),
    {
      staleMs: 60_000,
    },
  );
  const usable = offered.filter((m) => (m !== 'tabby' && m !== 'tamara') || payLater.data?.[m]?.available !== false);
  useEffect(() => {
    if (!usable.includes(method)) setMethod(usable[0] ?? 'cod');
  }, [usable.join(), method]);

  const continueFromShipping = (e: Event) => {
    e.preventDefault();
    if (addressId === 'new') {
      const checked = validate(orderAddressSchema, addressBody(), lang);
      const missing: FieldErrors = {};
      if (!form.recipientName.trim()) missing.recipientName = t('validation.required');
      if (!form.phone.trim()) missing.phone = t('validation.required');
      if (!checked.ok || Object.keys(missing).length) return invalid({ ...(checked.ok ? {} : checked.errors), ...missing });
    } else if (!chosen) {
      setFormError(t('checkout.chooseAddress'));
      return;
    }
    setErrors({});
    setFormError(null);
    setStep('payment');
  };

  const placeOrder = async () => {
    setPlacing(true);
    setFormError(null);
    try {
      const body: Record<string, unknown> = {
        items,
        couponCode: cart.couponCode || undefined,
        paymentMethod: method,
        country,
        notes: notes.trim() || undefined,
      };
      if (addressId === 'new') {
        body.address = addressBody();
        body.saveAddress = saveAddress;
      } else body.addressId = addressId;
      const result = await checkout.placeOrder(body, idempotencyKey());
      try {
        sessionStorage.removeItem(KEY_STORE);
      } catch {
        /* ignore */
      }
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
      setFormError(err instanceof ApiError ? err.message : t('checkout.failed'));
      if (fields.address || fields['address.street']) setStep('shipping');
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

  if (step === 'done' && placed) {
    return (
      <div class="container page narrow">
        <StepList step="done" />
        <div class="card confirm-card">
          <span class="confirm-icon">
            <CheckIcon size={32} />
          </span>
          <h1 class="page-title" ref={headingRef} tabIndex={-1}>
            {t('checkout.thanks')}
          </h1>
          <p>{t('checkout.orderNumber', { number: placed.orderNumber })}</p>
          <p class="muted">{t('checkout.orderStatus', { status: orderStatusLabel(placed.status, lang) })}</p>
          <p class="confirm-total">
            {t('cart.total')}: <Money amount={placed.total} />
          </p>
          <p class="muted">{t('checkout.codNote')}</p>
          <div class="form-actions center">
            <a href={`/user/orders/${placed.id}`} class="btn btn-primary">
              {t('checkout.viewOrder')}
            </a>
            <a href="/products" class="btn btn-outline">
              {t('cart.continueShopping')}
            </a>
          </div>
        </div>
      </div>
    );
  }

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

  const codFee = quote?.codFee ?? settings?.codFee ?? 0;
  const codAvailable = quote?.codAvailable ?? true;
  const confirmed = quote && !stale ? quote : null;

  return (
    <div class="container page page-checkout">
      <h1 class="page-title">{t('checkout.title')}</h1>
      <StepList step={step} />
      <div class="checkout-layout">
        <div class="checkout-main">
          <FormError message={formError} />
          {step === 'shipping' ? (
            <form ref={formRef} onSubmit={continueFromShipping} noValidate class="card">
              <h2 class="sub-title" ref={headingRef} tabIndex={-1}>
                {t('checkout.step.shipping')}
              </h2>
              {addresses.loading && !addresses.data ? <Loading /> : null}
              {addresses.error && !addresses.data ? <ErrorState message={addresses.error.message} onRetry={addresses.reload} /> : null}
              <fieldset class="choice-cards">
                <legend class="sr-only">{t('checkout.deliverTo')}</legend>
                {(addresses.data ?? []).map((a) => (
                  <label class={`choice-card${addressId === a.id ? ' is-selected' : ''}`}>
                    <input type="radio" name="address" checked={addressId === a.id} onChange={() => setAddressId(a.id)} />
                    <span>
                      <strong>
                        <PinIcon size={16} /> {a.title}
                        {a.isPrimary ? <span class="badge badge-ok">{t('address.primary')}</span> : null}
                      </strong>
                      <AddressSummary address={a} />
                    </span>
                  </label>
                ))}
                {addresses.data ? (
                  <label class={`choice-card${addressId === 'new' ? ' is-selected' : ''}`}>
                    <input type="radio" name="address" checked={addressId === 'new'} onChange={() => setAddressId('new')} />
                    <span>
                      <strong>{t('checkout.newAddress')}</strong>
                    </span>
                  </label>
                ) : null}
              </fieldset>
              {addressId === 'new' ? (
                <div class="form-grid">
                  <Field label={t('field.recipientName')} {...bind('recipientName')} autoComplete="name" />
                  <PhoneField {...bind('phone')} hint={t('field.phoneHint')} />
                  <Field label={t('field.street')} {...bind('street')} autoComplete="street-address" class="span-2" />
                  <Field label={t('field.district')} {...bind('district')} optionalLabel={t('common.optional')} />
                  <Field label={t('field.city')} {...bind('city')} autoComplete="address-level2" />
                  <div class={`field${errors.country ? ' has-error' : ''}`}>
                    <label for="co-country" class="field-label">
                      {t('field.country')}
                    </label>
                    <select
                      id="co-country"
                      class="input"
                      value={form.country}
                      onChange={(e) => set('country')((e.target as HTMLSelectElement).value as CountryCode)}
                    >
                      <CountryOptions />
                    </select>
                  </div>
                  <Field
                    label={t('field.postalCode')}
                    {...bind('postalCode')}
                    inputMode="numeric"
                    autoComplete="postal-code"
                    dir="ltr"
                    optionalLabel={t('common.optional')}
                  />
                  <Field
                    label={t('field.buildingNumber')}
                    {...bind('buildingNumber')}
                    inputMode="numeric"
                    dir="ltr"
                    optionalLabel={t('common.optional')}
                  />
                  <Field
                    label={t('field.addressTitle')}
                    {...bind('title')}
                    placeholder={t('field.addressTitleHint')}
                    optionalLabel={t('common.optional')}
                  />
                  <label class="choice span-2">
                    <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress((e.target as HTMLInputElement).checked)} />
                    <span>{t('checkout.saveAddress')}</span>
                  </label>
                </div>
              ) : null}
              <div class="form-actions">
                <a href="/cart" class="btn btn-ghost">
                  {t('checkout.backToCart')}
                </a>
                <button type="submit" class="btn btn-primary">
                  {t('checkout.continue')}
                </button>
              </div>
            </form>
          ) : null}
          {step === 'payment' ? (
            <form
              class="card"
              onSubmit={(e) => {
                e.preventDefault();
                setStep('review');
              }}
            >
              <h2 class="sub-title" ref={headingRef} tabIndex={-1}>
                {t('checkout.step.payment')}
              </h2>
              <PaymentChoices
                offered={offered}
                method={method}
                onChange={setMethod}
                codFee={codFee}
                codAvailable={codAvailable}
                payLater={payLater.data}
                payLaterLoading={payLater.loading}
              />
              <div class="form-actions">
                <button type="button" class="btn btn-ghost" onClick={() => setStep('shipping')}>
                  {t('checkout.back')}
                </button>
                <button type="submit" class="btn btn-primary">
                  {t('checkout.continue')}
                </button>
              </div>
            </form>
          ) : null}
          {step === 'review' ? (
            <section class="card" aria-labelledby="review-title">
              <h2 class="sub-title" id="review-title" ref={headingRef} tabIndex={-1}>
                {t('checkout.step.review')}
              </h2>
              <div class="review-grid">
                <div>
                  <h3 class="mini-title">{t('checkout.deliverTo')}</h3>
                  <AddressSummary address={chosen ?? form} />
                  <button type="button" class="link-btn" onClick={() => setStep('shipping')}>
                    {t('common.edit')}
                  </button>
                </div>
                <div>
                  <h3 class="mini-title">{t('checkout.step.payment')}</h3>
                  <p class="review-method">
                    <span dir="ltr">
                      {LOGOS_OF[method].map((kind) => (
                        <PaymentLogo key={kind} kind={kind} />
                      ))}
                    </span>
                    {t(`payment.${method}` as 'payment.card')}
                  </p>
                  <button type="button" class="link-btn" onClick={() => setStep('payment')}>
                    {t('common.edit')}
                  </button>
                </div>
              </div>
              <ul class="review-lines">
                {(confirmed?.lines ?? []).map((l) => (
                  <li>
                    <Img image={l.image} alt="" sizes="56px" />
                    <span>
                      {l.name ? localized(l.name, lang) : `#${l.productId}`} × {l.quantity}
                      {l.message ? <span class="line-problem">{l.message}</span> : null}
                    </span>
                    <Money amount={l.lineTotal} />
                  </li>
                ))}
              </ul>
              <Field
                label={t('checkout.notes')}
                value={notes}
                onValue={setNotes}
                multiline
                rows={2}
                maxLength={500}
                optionalLabel={t('common.optional')}
              />
              <div class="form-actions">
                <button type="button" class="btn btn-ghost" onClick={() => setStep('payment')}>
                  {t('checkout.back')}
                </button>
                <button
                  type="button"
                  class="btn btn-primary btn-lg"
                  disabled={placing || !confirmed || !confirmed.isValid}
                  onClick={placeOrder}
                >
                  {placing ? t('common.sending') : method === 'cod' ? t('checkout.placeOrder') : t('checkout.placeAndPay')}
                </button>
              </div>
            </section>
          ) : null}
        </div>
        <aside class="card checkout-summary" aria-labelledby="co-summary">
          <h2 class="sub-title" id="co-summary">
            {t('cart.summary')}
          </h2>
          {quoteError && !quoteLoading ? <p class="field-error">{quoteError.message}</p> : null}
          {confirmed ? <OrderTotals figures={confirmed} freeShipping={confirmed.freeShipping} /> : <Loading />}
          {confirmed?.carrier ? (
            <p class="muted">
              {t('shipping.by', {
                carrier: localized(confirmed.carrier.name, lang),
                min: confirmed.deliveryDays.min,
                max: confirmed.deliveryDays.max,
              })}
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** SPEC.md §2 checkout: shipping info (saved addresses), payment method, review, confirmation. */
export default function Checkout(_props: { path?: string }) {
  const t = useT();
  useHead({ title: t('checkout.title'), noindex: true });
  return (
    <RequireAuth next="/checkout">
      <CheckoutFlow />
    </RequireAuth>
  );
}
