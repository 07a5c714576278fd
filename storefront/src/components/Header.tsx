import { useEffect, useState } from 'preact/hooks';
import { localized, useT } from '../i18n';
import { useAuth } from '../state/auth';
import { loadNotifications, resetNotifications } from '../state/notifications';
import { usePreferences } from '../state/preferences';
import { useSettings } from '../state/settings';
import { FreeDeliveryBanner } from './header/FreeDeliveryBanner';
import { HeaderActions } from './header/HeaderActions';
import { MainNav } from './header/MainNav';
import { NavDrawer } from './header/NavDrawer';
import { MenuIcon } from './Icons';
import { Later } from './Later';
import { Logo } from './Logo';

export { OTHER_PAGES } from './header/nav-links';

export function Header({ path }: { path: string }) {
  const t = useT();
  const prefs = usePreferences();
  const settings = useSettings();
  const { status, user } = useAuth();
  const [drawer, setDrawer] = useState(false);
  const shopName = settings ? localized(settings.shopName, prefs.language) : t('brand.name');

  // the customer's unread count for the red dots, once signed in
  const customerId = user && !user.isAdmin ? user.id : null;
  useEffect(() => {
    if (status === 'authenticated' && customerId !== null) void loadNotifications();
    else if (status === 'unauthenticated') resetNotifications();
  }, [status, customerId]);

  useEffect(() => setDrawer(false), [path]);

  return (
    <>
      <Later>
        <FreeDeliveryBanner />
      </Later>
      <header class="site-header">
        <div class="container header-row">
          <button
            type="button"
            class="icon-btn only-mobile"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <MenuIcon />
          </button>
          <a href="/" class="brand" aria-label={t('nav.homeNamed', { name: shopName })}>
            <Logo size={34} />
            <span class="brand-name">{t('brand.name')}</span>
          </a>
          <Later>
            <MainNav path={path} />
          </Later>
          <Later>
            <HeaderActions path={path} />
          </Later>
        </div>
      </header>
      <NavDrawer path={path} open={drawer} onClose={() => setDrawer(false)} />
    </>
  );
}
