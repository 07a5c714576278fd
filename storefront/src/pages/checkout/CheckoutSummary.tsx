import type { ApiError } from '../../api/client';
import type { QuoteDto } from '../../api/types';
import { Loading } from '../../components/Feedback';
import { OrderTotals } from '../../components/OrderTotals';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';

/** The quote's figures beside the steps: what this order will cost, by which carrier. */
export function CheckoutSummary({ quote, error, loading }: { quote: QuoteDto | null; error: ApiError | null; loading: boolean }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <aside class="card checkout-summary" aria-labelledby="co-summary">
      <h2 class="sub-title" id="co-summary">
        {t('cart.summary')}
      </h2>
      {error && !loading ? <p class="field-error">{error.message}</p> : null}
      {quote ? <OrderTotals figures={quote} freeShipping={quote.freeShipping} couponCode={quote.coupon?.code} /> : <Loading />}
      {quote?.carrier ? (
        <p class="muted">
          {t('shipping.by', { carrier: localized(quote.carrier.name, lang), min: quote.deliveryDays.min, max: quote.deliveryDays.max })}
        </p>
      ) : null}
    </aside>
  );
}
