import { formatMoney } from '../lib/format';
import { useLanguage } from '../state/preferences';
import { useT } from '../i18n';

/** A money amount in the UI language: "385.00 ر.س" / "SAR 385.00". */
export function Money({ amount, class: cls }: { amount: number; class?: string }) {
  const lang = useLanguage();
  return (
    <bdi class={cls} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      {formatMoney(amount, lang)}
    </bdi>
  );
}

/** The selling price, with the list price struck through and the discount when discounted. */
export function Price({
  price,
  finalPrice,
  discount,
  size = 'md',
}: {
  price: number;
  finalPrice: number;
  discount?: number | null;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const discounted = finalPrice < price;
  return (
    <span class={`price price-${size}`}>
      <Money amount={finalPrice} class="price-now" />
      {discounted ? (
        <>
          <span class="sr-only">{t('product.priceWas')}</span>
          <del class="price-was">
            <Money amount={price} />
          </del>
          {discount ? <span class="badge badge-sale">{t('product.discountBadge', { value: discount })}</span> : null}
        </>
      ) : null}
    </span>
  );
}
