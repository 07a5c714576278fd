import type { QuoteDto, QuoteLineDto } from '../../api/types';
import { TrashIcon } from '../../components/Icons';
import { Img } from '../../components/Img';
import { Money } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { localized, useT } from '../../i18n';
import { removeItem, updateQuantity, type CartItem } from '../../state/cart';
import { useLanguage } from '../../state/preferences';
import { LineOffers, lineOffers } from '../../components/PromotionOffers';

/**
 * One line of the cart. Its prices are the server quote's (`line`); until the quote answers the
 * price seen when the product was added stands in, and the line total waits.
 */
export function CartLine({
  item,
  line,
  promotions,
}: {
  item: CartItem;
  line: QuoteLineDto | undefined;
  /** the quote's promotions: their labels name the line's shares */
  promotions?: QuoteDto['promotions'];
}) {
  const t = useT();
  const lang = useLanguage();
  const offers = lineOffers(promotions, line, lang);
  const label = item.label ? localized(item.label, lang) : '';
  const name = label ? `${localized(item.name, lang)} (${label})` : localized(item.name, lang);
  const href = item.sku && item.variantId ? `/products/${item.id}?v=${encodeURIComponent(item.sku)}` : `/products/${item.id}`;
  const unit = line?.finalPrice ?? item.discountPrice ?? item.price;
  const was = line ? line.itemPrice : item.price;
  const problem = line?.problem ? (line.message ?? t(`cart.problem.${line.problem}` as 'cart.problem.outOfStock')) : null;
  return (
    <li class={`cart-line${problem ? ' has-problem' : ''}`}>
      <a href={href} class="cart-line-img" tabIndex={-1} aria-hidden="true">
        <Img image={item.image} alt="" sizes="96px" />
      </a>
      <div class="cart-line-info">
        <a href={href} class="cart-line-name">
          {localized(item.name, lang)}
        </a>
        {label ? <p class="cart-line-variant muted">{label}</p> : null}
        <p class="cart-line-unit">
          <Money amount={unit} />
          {unit < was ? (
            <del class="price-was">
              <Money amount={was} />
            </del>
          ) : null}
        </p>
        {offers.length ? <LineOffers offers={offers} /> : null}
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
        onChange={(delta) => updateQuantity(item.id, delta, item.variantId)}
      />
      <p class="cart-line-total" aria-busy={line ? undefined : 'true'}>
        {line ? <Money amount={line.lineTotal} /> : <span class="skeleton skeleton-line short" aria-hidden="true" />}
      </p>
      <button
        type="button"
        class="icon-btn cart-line-remove"
        aria-label={t('cart.removeNamed', { name })}
        onClick={() => removeItem(item.id, item.variantId)}
      >
        <TrashIcon size={18} />
      </button>
    </li>
  );
}
