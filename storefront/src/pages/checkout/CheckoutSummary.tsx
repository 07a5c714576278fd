import type { ApiError } from '../../api/client';
import type { QuoteDto } from '../../api/types';
import { Loading } from '../../components/Feedback';
import { OrderTotals } from '../../components/OrderTotals';
import { localized, useT } from '../../i18n';
import { useCart } from '../../state/cart';
import { useLanguage } from '../../state/preferences';
import { CouponForm } from '../cart/CouponForm';
import { useDiscountParts } from '../cart/discount-parts';
import { PromotionSummary } from '../../components/PromotionOffers';
import { StoreCreditLines } from './store-credit';

interface Props {
  quote: QuoteDto | null;
  error: ApiError | null;
  loading: boolean;
  /** the quote is being asked again (the coupon just typed is not in it yet) */
  stale: boolean;
  /** what store credit pays of the total (0: none) */
  storeCredit: number;
}

/** The quote's figures beside the steps: what this order will cost, by which carrier, and the promo code. */
export function CheckoutSummary({ quote, error, loading, stale, storeCredit }: Props) {
  const t = useT();
  const lang = useLanguage();
  const cart = useCart();
  const parts = useDiscountParts(quote);
  return (
    <aside class="card checkout-summary" aria-labelledby="co-summary">
      <h2 class="sub-title" id="co-summary">
        {t('cart.summary')}
      </h2>
      {error && !loading ? <p class="field-error">{error.message}</p> : null}
      {quote ? <PromotionSummary quote={quote} /> : null}
      {quote ? (
        <OrderTotals figures={quote} freeShipping={quote.freeShipping} couponCode={quote.coupon?.code} parts={parts} />
      ) : (
        <Loading />
      )}
      {quote ? <StoreCreditLines applied={storeCredit} total={quote.total} /> : null}
      {quote?.carrier ? (
        <p class="muted">
          {t('shipping.by', { carrier: localized(quote.carrier.name, lang), min: quote.deliveryDays.min, max: quote.deliveryDays.max })}
        </p>
      ) : null}
      <CouponForm code={cart.couponCode} quote={quote} stale={stale || loading} />
    </aside>
  );
}
