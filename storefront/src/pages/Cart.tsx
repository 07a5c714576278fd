import { DELIVERY_DAYS, type CountryCode } from '@ward/shared/constants';
import { toHalalas, toSar } from '@ward/shared/money';
import { couponDiscount } from '@ward/shared/pricing';
import { route } from 'preact-router';
import { useEffect, useState } from 'preact/hooks';
import { ApiError, errorMessage } from '../api/client';
import { checkout } from '../api/endpoints';
import type { CouponCheckDto, ShippingQuoteDto } from '../api/types';
import { CountryOptions } from '../components/CountryOptions';
import { EmptyState } from '../components/Feedback';
import { CartIcon, CheckIcon, CloseIcon, TrashIcon, TruckIcon } from '../components/Icons';
import { Img } from '../components/Img';
import { Instalments } from '../components/Instalments';
import { Money } from '../components/Price';
import { QuantityStepper } from '../components/QuantityStepper';
import { localized, useT } from '../i18n';
import { formatMoney } from '../lib/format';
import { useHead } from '../lib/head';
import { lineInputs, useQuote } from '../lib/quote';
import { useAuth } from '../state/auth';
import {
  cartTotals,
  clearCart,
  removeItem,
  setCountry,
  setCouponCode,
  setShipping,
  unitPrice,
  updateQuantity,
  useCart,
} from '../state/cart';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';

/** SPEC.md §2 cart: quantities (never below 1), promo code, shipping by country, totals confirmed by the server's quote. */
export default function Cart(_props: { path?: string }) {
  const t = useT();
  const lang = useLanguage();
  const cart = useCart();
  const { status } = useAuth();
  const totals = cartTotals(cart);
  const [code, setCode] = useState(cart.couponCode ?? '');
  const [coupon, setCoupon] = useState<CouponCheckDto | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [shipping, setShippingQuote] = useState<ShippingQuoteDto | null>(null);
  const [shippingError, setShippingError] = useState<string | null>(null);
  const [shippingBusy, setShippingBusy] = useState(false);

  useHead({ title: t('cart.title'), noindex: true, path: '/cart' });

  const items = lineInputs(cart.items);
  const {
    quote,
    error: quoteError,
    loading: quoteLoading,
    stale,
  } = useQuote(cart.items.length ? { items, couponCode: cart.couponCode, country: cart.country } : null);

  // a coupon kept from an earlier visit is checked again
  useEffect(() => {
    if (cart.couponCode && !coupon && cart.items.length) void applyCoupon(cart.couponCode, true);
  }, []);

  const applyCoupon = async (value: string, quiet = false) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setCouponError(t('coupon.codeRequired'));
      return;
    }
    setCouponBusy(true);
    setCouponError(null);
    try {
      const found = await checkout.validateCoupon(trimmed, totals.subtotal);
      setCoupon(found);
      setCouponCode(found.code);
      setCode(found.code);
      if (!quiet) toast.success('coupon.applied');
    } catch (err) {
      setCoupon(null);
      setCouponCode(null);
      setCouponError(err instanceof ApiError ? err.message : t('coupon.validateFailed'));
    } finally {
      setCouponBusy(false);
    }
  };
  const removeCoupon = () => {
    setCoupon(null);
    setCouponCode(null);
    setCode('');
    setCouponError(null);
    toast.info('coupon.removed');
  };

  const calculateShipping = async (country: CountryCode) => {
    if (!cart.items.length) return;
    setShippingBusy(true);
    setShippingError(null);
    try {
      const answer = await checkout.shipping(items, country, cart.couponCode);
      setShippingQuote(answer);
      setShipping(answer.fee);
    } catch (err) {
      setShippingQuote(null);
      setShipping(0);
      setShippingError(
        err instanceof ApiError && err.status === 422 ? err.message : err instanceof ApiError ? err.message : t('shipping.failed'),
      );
    } finally {
      setShippingBusy(false);
    }
  };

  // the fee follows the cart: recalculated when the lines, the coupon or the country change
  const shippingKey = `${JSON.stringify(items)}|${cart.couponCode}|${cart.country}`;
  useEffect(() => {
    if (cart.items.length) void calculateShipping(cart.country);
  }, [shippingKey]);

  if (!cart.items.length) {
    return (
      <div class="container page">
        <h1 class="page-title">{t('cart.title')}</h1>
        <EmptyState title={t('cart.empty')} text={t('cart.emptyText')} icon={<CartIcon size={40} />}>
          <a href="/products" class="btn btn-primary">
            {t('cart.continueShopping')}
          </a>
        </EmptyState>
      </div>
    );
  }

  // our own figures with the shared pricing functions; the quote (when current) is the authority
  const localDiscount = coupon
    ? toSar(
        couponDiscount(toHalalas(totals.subtotal), {
          isPercentage: coupon.isPercentage,
          value: coupon.isPercentage ? coupon.discountValue : toHalalas(coupon.discountValue),
          minOrderTotal: coupon.minOrderTotal ? toHalalas(coupon.minOrderTotal) : null,
        }),
      )
    : 0;
  const confirmed = quote && !stale ? quote : null;
  const subtotal = confirmed?.subtotal ?? totals.subtotal;
  const discount = confirmed?.discount ?? localDiscount;
  const shippingFee = confirmed ? confirmed.shipping : totals.shipping;
  const total = confirmed?.total ?? toSar(toHalalas(totals.total) - toHalalas(localDiscount));
  const problems = new Map(
    (confirmed?.lines ?? [])
      .filter((l) => l.problem)
      .map((l) => [l.productId, l.message ?? t(`cart.problem.${l.problem}` as 'cart.problem.outOfStock')]),
  );
  const canCheckout = !confirmed || confirmed.isValid;

  const goCheckout = () => {
    if (status === 'authenticated') route('/checkout');
    else {
      toast.info('checkout.loginFirst');
      route(`/account?next=${encodeURIComponent('/checkout')}`);
    }
  };

  return (
    <div class="container page page-cart">
      <div class="page-head">
        <h1 class="page-title">{t('cart.title')}</h1>
        <button type="button" class="btn btn-ghost btn-sm" onClick={() => clearCart()}>
          <TrashIcon size={16} />
          {t('cart.clear')}
        </button>
      </div>
      <div class="cart-layout">
        <section aria-label={t('cart.items')}>
          <ul class="cart-lines">
            {cart.items.map((item) => {
              const name = localized(item.name, lang);
              const unit = unitPrice(item);
              const problem = problems.get(item.id);
              return (
                <li class={`cart-line${problem ? ' has-problem' : ''}`} key={item.id}>
                  <a href={`/products/${item.id}`} class="cart-line-img" tabIndex={-1} aria-hidden="true">
                    <Img image={item.image} alt="" sizes="96px" />
                  </a>
                  <div class="cart-line-info">
                    <a href={`/products/${item.id}`} class="cart-line-name">
                      {name}
                    </a>
                    <p class="cart-line-unit">
                      <Money amount={unit} />
                      {unit < item.price ? (
                        <del class="price-was">
                          <Money amount={item.price} />
                        </del>
                      ) : null}
                    </p>
                    {problem ? (
                      <p class="line-problem" role="alert">
                        {problem}
                      </p>
                    ) : null}
                  </div>
                  <QuantityStepper
                    size="sm"
                    value={item.quantity}
                    max={item.stock && item.stock > 0 ? item.stock : undefined}
                    label={t('cart.quantityFor', { name })}
                    onChange={(delta) => updateQuantity(item.id, delta)}
                  />
                  <p class="cart-line-total">
                    <Money amount={toSar(toHalalas(unit) * item.quantity)} />
                  </p>
                  <button
                    type="button"
                    class="icon-btn cart-line-remove"
                    aria-label={t('cart.removeNamed', { name })}
                    onClick={() => removeItem(item.id)}
                  >
                    <TrashIcon size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
          <a href="/products" class="link-more">
            {t('cart.continueShopping')}
          </a>
        </section>
        <aside class="cart-summary card" aria-labelledby="summary-title">
          <h2 id="summary-title" class="sub-title">
            {t('cart.summary')}
          </h2>
          <form
            class="coupon-form"
            onSubmit={(e) => {
              e.preventDefault();
              void applyCoupon(code);
            }}
            noValidate
          >
            <label for="coupon" class="field-label">
              {t('coupon.label')}
            </label>
            {coupon ? (
              <p class="coupon-applied">
                <CheckIcon size={16} />
                <span>{t('coupon.appliedCode', { code: coupon.code })}</span>
                <button type="button" class="link-btn" onClick={removeCoupon}>
                  <CloseIcon size={14} /> {t('coupon.remove')}
                </button>
              </p>
            ) : (
              <div class="inline-field">
                <input
                  id="coupon"
                  class="input"
                  value={code}
                  dir="ltr"
                  autoComplete="off"
                  autoCapitalize="characters"
                  placeholder={t('coupon.placeholder')}
                  onInput={(e) => setCode((e.target as HTMLInputElement).value)}
                  aria-invalid={couponError ? 'true' : undefined}
                  aria-describedby={couponError ? 'coupon-error' : undefined}
                />
                <button type="submit" class="btn btn-outline" disabled={couponBusy}>
                  {t('coupon.apply')}
                </button>
              </div>
            )}
            {couponError ? (
              <p id="coupon-error" class="field-error" role="alert">
                {couponError}
              </p>
            ) : null}
          </form>
          <div class="field">
            <label for="ship-country" class="field-label">
              {t('shipping.country')}
            </label>
            <select
              id="ship-country"
              class="input"
              value={cart.country}
              onChange={(e) => setCountry((e.target as HTMLSelectElement).value as CountryCode)}
            >
              <CountryOptions />
            </select>
            {shippingBusy ? <p class="field-hint">{t('shipping.calculating')}</p> : null}
            {shippingError ? (
              <p class="field-error" role="alert">
                {shippingError}
              </p>
            ) : shipping ? (
              <p class="field-hint">
                <TruckIcon size={16} />{' '}
                {t('shipping.by', {
                  carrier: localized(shipping.carrier.name, lang),
                  min: shipping.days.min ?? DELIVERY_DAYS.min,
                  max: shipping.days.max ?? DELIVERY_DAYS.max,
                })}
              </p>
            ) : null}
          </div>
          {shipping && !shipping.isFree && shipping.amountToFreeShipping > 0 ? (
            <p class="free-hint">{t('shipping.addForFree', { amount: formatMoney(shipping.amountToFreeShipping, lang) })}</p>
          ) : null}
          <dl class="totals" aria-busy={quoteLoading ? 'true' : undefined}>
            <div>
              <dt>{t('cart.subtotal', { count: totals.itemCount })}</dt>
              <dd>
                <Money amount={subtotal} />
              </dd>
            </div>
            {discount > 0 ? (
              <div class="totals-discount">
                <dt>{t('cart.discount')}</dt>
                <dd>
                  −<Money amount={discount} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('cart.shipping')}</dt>
              <dd>
                {shippingFee === 0 && (shipping?.isFree || confirmed?.freeShipping) ? t('shipping.free') : <Money amount={shippingFee} />}
              </dd>
            </div>
            <div class="totals-total">
              <dt>{t('cart.total')}</dt>
              <dd>
                <Money amount={total} />
              </dd>
            </div>
            {confirmed ? (
              <div class="totals-vat">
                <dt>{t('cart.vatIncluded')}</dt>
                <dd>
                  <Money amount={confirmed.vat} />
                </dd>
              </div>
            ) : null}
          </dl>
          <Instalments amount={total} />
          <p class="quote-state muted" aria-live="polite">
            {quoteError && !quoteLoading ? errorMessage(quoteError) : confirmed ? t('cart.confirmed') : t('cart.confirming')}
          </p>
          {confirmed?.couponError && coupon ? (
            <p class="field-error" role="alert">
              {confirmed.couponError.message}
            </p>
          ) : null}
          <button type="button" class="btn btn-primary btn-lg btn-block" disabled={!canCheckout} onClick={goCheckout}>
            {t('cart.checkout')}
          </button>
          {!canCheckout ? <p class="field-error">{t('cart.fixProblems')}</p> : null}
        </aside>
      </div>
    </div>
  );
}
