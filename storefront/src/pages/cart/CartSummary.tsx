import type { CountryCode } from '@ward/shared/constants';
import { route } from 'preact-router';
import { errorMessage, type ApiError } from '../../api/client';
import type { QuoteDto } from '../../api/types';
import { CountryOptions } from '../../components/CountryOptions';
import { TruckIcon } from '../../components/Icons';
import { OrderTotals } from '../../components/OrderTotals';
import { localized, useT } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { Instalments } from '../../components/Instalments';
import { setCountry, type CartState } from '../../state/cart';
import { useLanguage } from '../../state/preferences';
import { CouponForm } from './CouponForm';
import { useDiscountParts } from './discount-parts';
import { PromotionSummary } from '../../components/PromotionOffers';

interface Props {
  cart: CartState;
  /** the server's quote for this cart, coupon and country; null until it answers */
  quote: QuoteDto | null;
  error: ApiError | null;
  loading: boolean;
  /** the quote answers an earlier cart (a newer request is on its way) */
  stale: boolean;
}

/** Coupon, destination, the quote's figures and the way to checkout. Every amount is the server's. */
export function CartSummary({ cart, quote, error, loading, stale }: Props) {
  const t = useT();
  const lang = useLanguage();
  const canCheckout = !!quote && quote.isValid && !loading && !stale;
  const parts = useDiscountParts(quote);
  // a free-shipping promotion's nudge says it better than the site-wide threshold
  const nudgedToShipping = quote?.nudge?.type === 'freeShipping';

  // a signed-out shopper chooses there: buy as a guest, or sign in
  const goCheckout = () => route('/checkout');

  return (
    <aside class="cart-summary card" aria-labelledby="summary-title">
      <h2 id="summary-title" class="sub-title">
        {t('cart.summary')}
      </h2>
      <CouponForm code={cart.couponCode} quote={quote} stale={stale || loading} />
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
        {quote?.carrier ? (
          <p class="field-hint">
            <TruckIcon size={16} />{' '}
            {t('shipping.by', { carrier: localized(quote.carrier.name, lang), min: quote.deliveryDays.min, max: quote.deliveryDays.max })}
          </p>
        ) : null}
      </div>
      {quote ? <PromotionSummary quote={quote} /> : null}
      {quote && !quote.freeShipping && !nudgedToShipping && quote.amountToFreeShipping > 0 ? (
        <p class="free-hint">{t('shipping.addForFree', { amount: formatMoney(quote.amountToFreeShipping, lang) })}</p>
      ) : null}
      <div aria-busy={loading || stale ? 'true' : undefined} class="cart-totals">
        {quote ? (
          <OrderTotals figures={quote} freeShipping={quote.freeShipping} couponCode={quote.coupon?.code} parts={parts} />
        ) : (
          <div class="skeleton skeleton-line" aria-hidden="true" />
        )}
      </div>
      {quote ? <Instalments amount={quote.total} /> : null}
      <p class="quote-state muted" aria-live="polite">
        {error && !loading ? errorMessage(error) : loading || stale || !quote ? t('cart.confirming') : t('cart.confirmed')}
      </p>
      <button type="button" class="btn btn-primary btn-lg btn-block" disabled={!canCheckout} onClick={goCheckout}>
        {t('cart.checkout')}
      </button>
      {quote && !quote.isValid && !quote.couponError ? <p class="field-error">{t('cart.fixProblems')}</p> : null}
    </aside>
  );
}
