import { localized, useT } from '../i18n';
import { useLanguage } from '../state/preferences';
import { FALLBACK_SETTINGS, useSettings } from '../state/settings';
import { FooterBrand } from './footer/FooterBrand';
import { FooterContact } from './footer/FooterContact';
import { FooterLinks } from './footer/FooterLinks';
import { PaymentLogos } from './PaymentLogos';

/** SPEC.md §1 footer: payment logos, quick links, contact details, VAT and CR numbers, social icons, store hours. */
export function Footer() {
  const t = useT();
  const lang = useLanguage();
  const s = useSettings() ?? FALLBACK_SETTINGS;
  const shopName = localized(s.shopName, lang);
  return (
    <footer class="site-footer">
      <div class="container footer-grid">
        <FooterBrand shopName={shopName} settings={s} />
        <FooterLinks />
        <FooterContact settings={s} />
      </div>
      <div class="container footer-bottom">
        <PaymentLogos label={t('footer.paymentMethods')} methods={s.paymentMethods} />
        <dl class="legal-numbers">
          <div>
            <dt>{t('footer.vatNumber')}</dt>
            <dd dir="ltr">{s.vatNumber || '—'}</dd>
          </div>
          <div>
            <dt>{t('footer.crNumber')}</dt>
            <dd dir="ltr">{s.crNumber || '—'}</dd>
          </div>
        </dl>
        <p class="copyright">{t('footer.copyright', { year: new Date().getFullYear(), name: shopName })}</p>
      </div>
    </footer>
  );
}
