import { useT } from '../i18n';
import { Money } from './Price';

export interface TotalsFigures {
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  /** absent on figures from before gifting */
  giftWrap?: number;
  total: number;
  vat: number;
}

/** Subtotal, discount, shipping, cash-on-delivery fee, gift wrap, total and VAT of a quote or an order. */
export function OrderTotals({
  figures: f,
  freeShipping,
  couponCode,
}: {
  figures: TotalsFigures;
  freeShipping: boolean;
  couponCode?: string | null;
}) {
  const t = useT();
  return (
    <dl class="totals">
      <div>
        <dt>{t('cart.subtotal', { count: f.itemCount })}</dt>
        <dd>
          <Money amount={f.subtotal} />
        </dd>
      </div>
      {f.discount > 0 ? (
        <div class="totals-discount">
          <dt>
            {t('cart.discount')} {couponCode ? <bdi dir="ltr">({couponCode})</bdi> : null}
          </dt>
          <dd>
            −<Money amount={f.discount} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd>{freeShipping ? t('shipping.free') : <Money amount={f.shipping} />}</dd>
      </div>
      {f.codFee > 0 ? (
        <div>
          <dt>{t('payment.codFee')}</dt>
          <dd>
            <Money amount={f.codFee} />
          </dd>
        </div>
      ) : null}
      {f.giftWrap ? (
        <div>
          <dt>{t('gift.wrapCharge')}</dt>
          <dd>
            <Money amount={f.giftWrap} />
          </dd>
        </div>
      ) : null}
      <div class="totals-total">
        <dt>{t('cart.total')}</dt>
        <dd>
          <Money amount={f.total} />
        </dd>
      </div>
      <div class="totals-vat">
        <dt>{t('cart.vatIncluded')}</dt>
        <dd>
          <Money amount={f.vat} />
        </dd>
      </div>
    </dl>
  );
}
