import { useT } from '../i18n';
import { toggleWishlist, useInWishlist } from '../state/wishlist';
import { HeartFilledIcon, HeartIcon } from './Icons';

/** The heart: saves the product to the wishlist or removes it (a toggle button for screen readers). */
export function WishlistButton({ productId, name, variant = 'card' }: { productId: number; name: string; variant?: 'card' | 'page' }) {
  const t = useT();
  const saved = useInWishlist(productId);
  const label = t(saved ? 'wishlist.remove' : 'wishlist.add', { name });
  return (
    <button
      type="button"
      class={`wishlist-btn wishlist-btn-${variant}${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => void toggleWishlist(productId)}
    >
      {saved ? <HeartFilledIcon size={variant === 'page' ? 22 : 20} /> : <HeartIcon size={variant === 'page' ? 22 : 20} />}
      {variant === 'page' ? <span>{t(saved ? 'wishlist.saved' : 'wishlist.save')}</span> : null}
    </button>
  );
}
