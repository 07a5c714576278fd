import type { OrderDto } from '../../../api/types';
import { Img } from '../../../components/Img';
import { LineTitle } from '../../../components/LineTitle';
import { OrderTotals } from '../../../components/OrderTotals';
import { StoreCreditLines } from '../../checkout/store-credit';
import { Money } from '../../../components/Price';
import { useT } from '../../../i18n';
import { useLanguage } from '../../../state/preferences';
import { LineOffers, lineOffers, PromotionSummary } from '../../../components/PromotionOffers';

/** The order's lines (with their options, discounts and promotions' shares), its promotions and its totals. */
export function OrderItems({ order: o }: { order: OrderDto }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section class="card" aria-labelledby="order-items">
      <h2 id="order-items" class="sub-title">
        {t('order.items')}
      </h2>
      <ul class="review-lines">
        {o.items.map((item) => (
          <li>
            <Img image={item.image} alt="" sizes="56px" />
            <span>
              {item.productId ? (
                <a href={`/products/${item.productId}`}>
                  <LineTitle line={item} lang={lang} />
                </a>
              ) : (
                <LineTitle line={item} lang={lang} />
              )}
              <span class="muted small">
                {' '}
                × {item.quantity} · <Money amount={item.finalPrice} />
                {item.discount > 0 ? (
                  <>
                    {' '}
                    <span class="sr-only">{t('product.priceWas')}</span>
                    <del class="price-was">
                      <Money amount={item.itemPrice} />
                    </del>
                  </>
                ) : null}
              </span>
              {item.promotions?.length ? <LineOffers offers={lineOffers(o.promotions, item, lang)} /> : null}
            </span>
            <Money amount={item.lineTotal} />
          </li>
        ))}
      </ul>
      <PromotionSummary quote={{ promotions: o.promotions ?? [], nudge: null }} />
      <OrderTotals figures={o} freeShipping={o.shipping === 0} couponCode={o.couponCode} />
      <StoreCreditLines applied={o.walletAmount} total={o.total} rest={o.paymentMethod === 'cod' ? 'toCollect' : 'paid'} />
    </section>
  );
}
