import { isSafeLink } from '@ward/shared/links';
import type { Settings } from '../../api/types';
import { useT } from '../../i18n';
import { InstagramIcon, SnapchatIcon, TiktokIcon, XIcon, YoutubeIcon } from '../Icons';
import { Logo } from '../Logo';

const SOCIAL = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x', label: 'X', Icon: XIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TiktokIcon },
  { key: 'snapchat', label: 'Snapchat', Icon: SnapchatIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
] as const;

/** Only links the shop's one link rule allows reach the page (settings saved before the rule are not trusted). */
const safeLink = (link: string | null | undefined) => (link && isSafeLink(link, { sitePath: false }) ? link : '#');

/** The footer's logo, shop name, a line about the shop and its social links. */
export function FooterBrand({ shopName, settings }: { shopName: string; settings: Settings }) {
  const t = useT();
  const social = settings.social as Record<string, string | null>;
  return (
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
  );
}
