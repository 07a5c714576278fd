import type { Ref } from 'preact';
import { useT } from '../../i18n';

/** A signed-out shopper at checkout: buy as a guest (no password ever), or sign in by code or password. */
export function CheckoutEntry({ onGuest, headingRef }: { onGuest: () => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <div class="container page narrow">
      <h1 class="page-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.title')}
      </h1>
      <div class="checkout-entry">
        <section class="card">
          <h2 class="sub-title">{t('guest.title')}</h2>
          <p class="muted">{t('guest.intro')}</p>
          <button type="button" class="btn btn-primary btn-block btn-lg" onClick={onGuest} data-testid="continue-as-guest">
            {t('guest.continue')}
          </button>
        </section>
        <section class="card">
          <h2 class="sub-title">{t('guest.haveAccount')}</h2>
          <p class="muted">{t('guest.signInText')}</p>
          <a href={`/account?next=${encodeURIComponent('/checkout')}`} class="btn btn-outline btn-block btn-lg">
            {t('guest.signIn')}
          </a>
        </section>
      </div>
    </div>
  );
}
