import { Loading } from '../../components/Feedback';
import { useT } from '../../i18n';

/** On the way to the payment page. */
export function Redirecting() {
  const t = useT();
  return (
    <div class="container page narrow">
      <Loading label={t('checkout.redirecting')} />
      <p class="center">{t('checkout.redirecting')}</p>
    </div>
  );
}

/** Nothing in the cart to check out. */
export function EmptyCheckout() {
  const t = useT();
  return (
    <div class="container page narrow">
      <h1 class="page-title">{t('checkout.title')}</h1>
      <p>{t('cart.empty')}</p>
      <a href="/products" class="btn btn-primary">
        {t('cart.continueShopping')}
      </a>
    </div>
  );
}
