import { useT } from '../../i18n';
import { OTHER_PAGES } from '../header/nav-links';

/** The footer's two link columns: quick links and help. */
export function FooterLinks() {
  const t = useT();
  return (
    <>
      <nav class="footer-col" aria-labelledby="footer-links">
        <h2 id="footer-links" class="footer-title">
          {t('footer.quickLinks')}
        </h2>
        <ul>
          <li>
            <a href="/">{t('nav.home')}</a>
          </li>
          <li>
            <a href="/products">{t('nav.shop')}</a>
          </li>
          <li>
            <a href="/about">{t('nav.about')}</a>
          </li>
          <li>
            <a href="/contact">{t('nav.contact')}</a>
          </li>
          <li>
            <a href="/cart">{t('nav.cart')}</a>
          </li>
          <li>
            <a href="/account">{t('nav.account')}</a>
          </li>
        </ul>
      </nav>
      <nav class="footer-col" aria-labelledby="footer-help">
        <h2 id="footer-help" class="footer-title">
          {t('footer.help')}
        </h2>
        <ul>
          {OTHER_PAGES.map((p) => (
            <li>
              <a href={p.href}>{t(p.key)}</a>
            </li>
          ))}
          <li>
            <a href="/user/orders">{t('footer.trackOrder')}</a>
          </li>
        </ul>
      </nav>
    </>
  );
}
