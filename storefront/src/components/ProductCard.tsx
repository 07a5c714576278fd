import type { ProductSummaryDto } from '../api/types';
import { localized, useT } from '../i18n';
import { addItem, cartStore } from '../state/cart';
import { useLanguage } from '../state/preferences';
import { useStore } from '../state/store';
import { CartIcon } from './Icons';
import { Img } from './Img';
import { Money, Price } from './Price';
import { Stars } from './Stars';
import { WishlistButton } from './WishlistButton';

export const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 46vw';

/** A product in a grid or a list: image, name, rating, price, stock state and add to cart. */
/** `titleLevel`: 2 where the cards sit right under the page's h1 (the listing), 3 under a section's h2. */
export function ProductCard({
  product,
  view = 'grid',
  priority,
  titleLevel = 3,
}: {
  product: ProductSummaryDto;
  view?: 'grid' | 'list';
  priority?: boolean;
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const lang = useLanguage();
  const name = localized(product.name, lang);
  const inCart = useStore(cartStore, (s) => s.items.find((i) => i.id === product.id && !i.variantId)?.quantity ?? 0);
  // a product with options is chosen on its page
  const hasOptions = product.variantCount > 1;
  const soldOut = product.soldOut;
  const atLimit = !hasOptions && !soldOut && inCart >= product.stock;
  const range = product.priceRange;
  const href = `/products/${product.id}`;
  return (
    <article class={`card product-card product-card-${view}`}>
      <a href={href} class="product-card-media" tabIndex={-1} aria-hidden="true">
        <Img image={product.image} alt="" sizes={view === 'list' ? '(min-width: 768px) 200px, 34vw' : CARD_SIZES} priority={priority} />
        {product.isDiscounted && product.discountValue ? (
          <span class="badge badge-sale card-badge">{t('product.discountBadge', { value: product.discountValue })}</span>
        ) : null}
        {soldOut ? <span class="badge badge-muted card-badge-end">{t('product.outOfStock')}</span> : null}
      </a>
      <WishlistButton productId={product.id} name={name} />
      <div class="product-card-body">
        {product.category ? <p class="product-card-cat">{localized(product.category.name, lang)}</p> : null}
        <Title class="product-card-title">
          <a href={href}>{name}</a>
        </Title>
        {product.ratingCount > 0 ? <Stars value={product.ratingAverage} count={product.ratingCount} size={14} /> : null}
        {view === 'list' ? <p class="product-card-desc">{localized(product.summary, lang)}</p> : null}
        <div class="product-card-foot">
          {range && range.min < range.max ? (
            <span class="price price-md">
              <span class="price-from">{t('product.priceFrom')}</span>
              <Money amount={range.min} class="price-now" />
            </span>
          ) : (
            <Price price={product.price} finalPrice={product.finalPrice} />
          )}
          {hasOptions && !soldOut ? (
            <a href={href} class="btn btn-primary btn-sm product-card-add" aria-label={t('product.chooseOptionsNamed', { name })}>
              <CartIcon size={18} />
              <span class="product-card-add-text">{t('product.chooseOptions')}</span>
            </a>
          ) : (
            <button
              type="button"
              class="btn btn-primary btn-sm product-card-add"
              disabled={soldOut || atLimit}
              aria-label={t('product.addToCartNamed', { name })}
              onClick={() => addItem(product)}
            >
              <CartIcon size={18} />
              <span class="product-card-add-text">{soldOut ? t('product.outOfStock') : t('product.addToCart')}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
