import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { CartIcon } from './Icons';
import { Money } from './Price';

interface StickyBuyBarProps {
  /** the page's own buy row (a new element when the page re-renders it): the bar shows once it has scrolled up out of view */
  watch: HTMLElement | null;
  name: string;
  price: number;
  disabled: boolean;
  onAdd: () => void;
}

/**
 * On phones, the price and "add to cart" stay at the bottom of the screen once the shopper
 * has scrolled past the product's own buy button (reading the description, the reviews).
 * Wider screens never show it (CSS). While shown, it sets --sticky-buy-bar so that the
 * toasts and the page's end move above it.
 */
export function StickyBuyBar({ watch, name, price, disabled, onAdd }: StickyBuyBarProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!watch || typeof IntersectionObserver === 'undefined') return;
    // the root reaches far below the screen: the row counts as "out" only once it is above the top
    // (a jump from below the fold to past it still crosses the edge and reports)
    const io = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), { rootMargin: '0px 0px 1000000px 0px' });
    io.observe(watch);
    return () => io.disconnect();
  }, [watch]);
  useEffect(() => {
    document.documentElement.classList.toggle('has-buy-bar', shown);
    return () => document.documentElement.classList.remove('has-buy-bar');
  }, [shown]);
  if (!shown) return null;
  return (
    <div class="sticky-buy" role="region" aria-label={t('product.addToCart')}>
      <div class="sticky-buy-text">
        <span class="sticky-buy-name">{name}</span>
        <Money amount={price} class="sticky-buy-price" />
      </div>
      <button type="button" class="btn btn-primary" disabled={disabled} onClick={onAdd} aria-label={t('product.addToCartNamed', { name })}>
        <CartIcon size={18} />
        {t('product.addToCart')}
      </button>
    </div>
  );
}
