import { CheckIcon } from '../../components/Icons';
import { useT } from '../../i18n';

/** How many of this are in the cart already, with a link to it (nothing when none). */
export function InCartNote({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <p class="in-cart">
      <CheckIcon size={16} /> {t('product.inCart', { count })} <a href="/cart">{t('product.viewCart')}</a>
    </p>
  );
}
