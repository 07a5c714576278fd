import type { QuoteLineDto } from '../api/types';
import { useState } from 'preact/hooks';
import { EmptyState, Loading } from '../components/Feedback';
import { CartIcon, TrashIcon } from '../components/Icons';
import { useT } from '../i18n';
import { useHead } from '../lib/head';
import { lineInputs, useQuote } from '../lib/quote';
import { lineKey, useCart } from '../state/cart';
import { CartLine } from './cart/CartLine';
import { CartSummary } from './cart/CartSummary';
import { ClearCartDialog } from './cart/ClearCartDialog';
import { useRestoreLink } from './cart/useRestoreLink';

/**
 * SPEC.md §2 cart: quantities (never below 1), promo code, shipping by country. Every figure is
 * the server's quote (`POST /api/cart/quote`, asked once per change after a pause): the page adds
 * nothing up itself.
 */
export default function Cart(_props: { path?: string }) {
  const t = useT();
  const cart = useCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const restoring = useRestoreLink();
  useHead({ title: t('cart.title'), noindex: true, path: '/cart' });

  const { quote, error, loading, stale } = useQuote(
    cart.items.length ? { items: lineInputs(cart.items), couponCode: cart.couponCode, country: cart.country } : null,
  );

  if (!cart.items.length && restoring) {
    return (
      <div class="container page">
        <h1 class="page-title">{t('cart.title')}</h1>
        <Loading label={t('cart.restoring')} />
      </div>
    );
  }
  if (!cart.items.length) {
    return (
      <div class="container page">
        <h1 class="page-title">{t('cart.title')}</h1>
        <EmptyState title={t('cart.empty')} text={t('cart.emptyText')} icon={<CartIcon size={40} />}>
          <a href="/products" class="btn btn-primary">
            {t('cart.continueShopping')}
          </a>
        </EmptyState>
      </div>
    );
  }

  // a variant's line by its variant, a one-variant product's by the product
  const lines = new Map<string, QuoteLineDto>(
    (quote?.lines ?? []).flatMap((l) => [[`v${l.variantId}`, l] as const, [`p${l.productId}`, l] as const]),
  );
  return (
    <div class="container page page-cart">
      <div class="page-head">
        <h1 class="page-title">{t('cart.title')}</h1>
        <button type="button" class="btn btn-ghost btn-sm" onClick={() => setConfirmClear(true)} aria-haspopup="dialog">
          <TrashIcon size={16} />
          {t('cart.clear')}
        </button>
      </div>
      <div class="cart-layout">
        <section aria-label={t('cart.items')}>
          <ul class="cart-lines">
            {cart.items.map((item) => (
              <CartLine
                key={lineKey(item)}
                item={item}
                line={stale ? undefined : lines.get(lineKey(item))}
                promotions={quote?.promotions}
              />
            ))}
          </ul>
          <a href="/products" class="link-more">
            {t('cart.continueShopping')}
          </a>
        </section>
        <CartSummary cart={cart} quote={quote} error={error} loading={loading} stale={stale} />
      </div>
      <ClearCartDialog open={confirmClear} onClose={() => setConfirmClear(false)} />
    </div>
  );
}
