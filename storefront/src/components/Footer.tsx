import { isSafeLink } from '@ward/shared/links';
import { localized, useT } from '../i18n';
import { useLanguage } from '../state/preferences';
import { FALLBACK_SETTINGS, useSettings } from '../state/settings';
import { InstagramIcon, MailIcon, PhoneIcon, PinIcon, SnapchatIcon, TiktokIcon, WhatsappIcon, XIcon, YoutubeIcon } from './Icons';
import { Logo } from './Logo';
import { PaymentLogos } from './PaymentLogos';
import { StoreHours } from './StoreHours';
import { OTHER_PAGES } from './Header';

const SOCIAL = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x', label: 'X', Icon: XIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TiktokIcon },
  { key: 'snapchat', label: 'Snapchat', Icon: SnapchatIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
] as const;

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Only links the shop's one link rule allows reach the page (settings saved before the rule are not trusted). */
const safeLink = (link: string | null | undefined) => (link && isSafeLink(link, { sitePath: false }) ? link : '#');

/** SPEC.md §1 footer: payment logos, quick links, contact details, VAT and CR numbers, social icons, store hours. */
export function Footer() {
  const t = useT();
  const lang = useLanguage();
  const s = useSettings() ?? FALLBACK_SETTINGS;
  const shopName = localized(s.shopName, lang);
  const social = s.social as Record<string, string | null>;
  return (
    <footer class="site-footer">
      <div class="container footer-grid">
        <section class="footer-brand" aria-label={shopName}>
          <a href="/" class="brand">
            <Logo size={40} />
            <span class="brand-name">{shopName}</span>
          </a>
          <p class="footer-about">{t('footer.about')}</p>
          <ul class="social" aria-label={t('footer.social')}>
            {SOCIAL.map(({ key, label, Icon }) => (
              <li>
                <a href={safeLink(social[key])} target="_blank" rel="noopener noreferrer" aria-label={label} data-native="">
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
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
        <section class="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" class="footer-title">
            {t('footer.contact')}
          </h2>
          <ul class="contact-list">
            {localized(s.address, lang) ? (
              <li>
                <PinIcon size={18} />
                <span>{localized(s.address, lang)}</span>
              </li>
            ) : null}
            {s.phones.map((p) => (
              <li>
                <PhoneIcon size={18} />
                <a href={tel(p)} dir="ltr" data-native="">
                  {p}
                </a>
              </li>
            ))}
            {s.whatsapp ? (
              <li>
                <WhatsappIcon size={18} />
                <a
                  href={`https://wa.me/${s.whatsapp.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  data-native=""
                >
                  {s.whatsapp}
                </a>
              </li>
            ) : null}
            {s.contactEmail ? (
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${s.contactEmail}`} data-native="">
                  {s.contactEmail}
                </a>
              </li>
            ) : null}
          </ul>
          <h3 class="footer-subtitle">{t('footer.hours')}</h3>
          <StoreHours />
        </section>
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
