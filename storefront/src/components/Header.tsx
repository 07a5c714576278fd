import { FREE_SHIPPING_THRESHOLD_SAR } from '@ward/shared/constants';
import { route } from 'preact-router';
import { useEffect, useState } from 'preact/hooks';
import { localized, switchLanguage, useT } from '../i18n';
import { formatNumber } from '../lib/format';
import { logout, useAuth } from '../state/auth';
import { useCartCount } from '../state/cart';
import { loadNotifications, resetNotifications, useNotifications } from '../state/notifications';
import { setTheme, toggleDarkMode, usePreferences } from '../state/preferences';
import { useSettings } from '../state/settings';
import { createStore, useStore } from '../state/store';
import { toast } from '../state/toasts';
import { Dialog } from './Dialog';
import {
  CartIcon,
  CloseIcon,
  DashboardIcon,
  GlobeIcon,
  LogoutIcon,
  MenuIcon,
  MoonIcon,
  SunIcon,
  TruckIcon,
  UserIcon,
  BellIcon,
  PackageIcon,
} from './Icons';
import { Logo } from './Logo';
import { MenuButton, type MenuItem } from './Menu';
import { HeaderSearch } from './search/HeaderSearch';
import { Tooltip } from './Tooltip';

/** SPEC.md §1: the free-delivery banner can be dismissed for the current page view only (memory, not storage). */
const bannerStore = createStore({ dismissed: false });

export const OTHER_PAGES = [
  { href: '/branches', key: 'nav.branches' },
  { href: '/terms', key: 'nav.terms' },
  { href: '/privacy', key: 'nav.privacy' },
  { href: '/return-policy', key: 'nav.returnPolicy' },
] as const;

const MAIN_LINKS = [
  { href: '/', key: 'nav.home' },
  { href: '/about', key: 'nav.about' },
  { href: '/products', key: 'nav.shop' },
  { href: '/contact', key: 'nav.contact' },
] as const;

function isActive(path: string, href: string): boolean {
  if (href === '/') return path === '/';
  if (href === '/products') return path === '/products' || path === '/shop' || path.startsWith('/products/');
  return path === href || path.startsWith(`${href}/`);
}

function FreeDeliveryBanner() {
  const t = useT();
  const dismissed = useStore(bannerStore, (s) => s.dismissed);
  const settings = useSettings();
  const prefs = usePreferences();
  if (dismissed) return null;
  const threshold = settings?.freeShippingThreshold ?? FREE_SHIPPING_THRESHOLD_SAR;
  return (
    <div class="promo-banner" role="region" aria-label={t('banner.label')}>
      <p class="container promo-text">
        <TruckIcon size={18} />
        <span>{t('banner.freeDelivery', { amount: formatNumber(threshold, prefs.language) })}</span>
      </p>
      <button type="button" class="promo-close" aria-label={t('banner.dismiss')} onClick={() => bannerStore.set({ dismissed: true })}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

function UserMenu() {
  const t = useT();
  const { status, user } = useAuth();
  const prefs = usePreferences();
  const { unread } = useNotifications();
  const signedIn = status === 'authenticated' && !!user;
  const themeItems: MenuItem[] = [
    { id: 'light', label: t('theme.light'), checked: prefs.theme === 'light', onSelect: () => setTheme('light') },
    { id: 'dark', label: t('theme.dark'), checked: prefs.theme === 'dark', onSelect: () => setTheme('dark') },
    { id: 'system', label: t('theme.system'), checked: prefs.theme === 'system', onSelect: () => setTheme('system') },
  ];
  const items: MenuItem[] = signedIn
    ? [
        user.isAdmin
          ? { id: 'dashboard', label: t('user.dashboard'), href: '/admin', native: true, icon: <DashboardIcon size={18} /> }
          : { id: 'dashboard', label: t('user.dashboard'), href: '/user', icon: <DashboardIcon size={18} /> },
        ...(user.isAdmin
          ? []
          : [
              { id: 'orders', label: t('user.orders'), href: '/user/orders', icon: <PackageIcon size={18} /> },
              {
                id: 'notifications',
                label: t('user.notifications'),
                href: '/user/notifications',
                icon: <BellIcon size={18} />,
                dot: unread > 0,
              },
            ]),
        { id: 'theme', label: t('theme.label'), submenu: themeItems, icon: <MoonIcon size={18} /> },
        {
          id: 'logout',
          label: t('user.logout'),
          icon: <LogoutIcon size={18} flip />,
          onSelect: () => {
            logout();
            toast.info('user.loggedOut');
            route('/');
          },
        },
      ]
    : [
        { id: 'login', label: t('user.login'), href: '/account', icon: <UserIcon size={18} /> },
        { id: 'theme', label: t('theme.label'), submenu: themeItems, icon: <MoonIcon size={18} /> },
      ];
  const initial = signedIn ? (user.isAdmin ? 'A' : 'C') : null;
  const label = signedIn ? t('user.menuFor', { name: user.name || (user.isAdmin ? t('user.admin') : t('user.customer')) }) : t('user.menu');
  return (
    <MenuButton label={label} items={items} buttonClass="icon-btn avatar-btn" align="end">
      {initial ? (
        <span class={`avatar avatar-${initial === 'A' ? 'admin' : 'customer'}`} aria-hidden="true">
          {initial}
        </span>
      ) : (
        <UserIcon />
      )}
      {signedIn && !user.isAdmin && unread > 0 ? <span class="dot avatar-dot" aria-hidden="true" /> : null}
    </MenuButton>
  );
}

export function Header({ path }: { path: string }) {
  const t = useT();
  const prefs = usePreferences();
  const count = useCartCount();
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

  const otherItems: MenuItem[] = OTHER_PAGES.map((p) => ({ id: p.href, label: t(p.key), href: p.href }));

  return (
    <>
      <FreeDeliveryBanner />
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
          <nav class="main-nav only-desktop" aria-label={t('nav.main')}>
            <ul>
              {MAIN_LINKS.map((l) => (
                <li>
                  <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined}>
                    {t(l.key)}
                  </a>
                </li>
              ))}
              <li>
                <MenuButton label={t('nav.otherPages')} items={otherItems} buttonClass="nav-menu-btn" align="start">
                  <span class={OTHER_PAGES.some((p) => isActive(path, p.href)) ? 'is-current' : undefined}>{t('nav.otherPages')}</span>
                  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </MenuButton>
              </li>
            </ul>
          </nav>
          <div class="header-actions">
            <HeaderSearch path={path} />
            <Tooltip text={prefs.language === 'ar' ? 'English' : 'العربية'}>
              <button
                type="button"
                class="icon-btn lang-btn"
                aria-label={`${prefs.language === 'ar' ? 'EN' : 'ع'} – ${t('header.switchLanguage')}`}
                onClick={() => void switchLanguage(prefs.language === 'ar' ? 'en' : 'ar')}
              >
                <GlobeIcon size={20} />
                <span class="lang-code" lang={prefs.language === 'ar' ? 'en' : 'ar'}>
                  {prefs.language === 'ar' ? 'EN' : 'ع'}
                </span>
              </button>
            </Tooltip>
            <Tooltip text={prefs.darkMode ? t('theme.toLight') : t('theme.toDark')}>
              <button
                type="button"
                class="icon-btn"
                aria-label={prefs.darkMode ? t('theme.toLight') : t('theme.toDark')}
                aria-pressed={prefs.darkMode}
                onClick={toggleDarkMode}
              >
                {prefs.darkMode ? <SunIcon /> : <MoonIcon />}
              </button>
            </Tooltip>
            <Tooltip text={t('nav.cart')}>
              <a
                href="/cart"
                class="icon-btn cart-btn"
                aria-label={t('nav.cartCount', { count })}
                aria-current={path === '/cart' ? 'page' : undefined}
              >
                <CartIcon />
                {count > 0 ? (
                  <span class="cart-count" aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
              </a>
            </Tooltip>
            <UserMenu />
          </div>
        </div>
      </header>
      <Dialog open={drawer} onClose={() => setDrawer(false)} title={t('nav.menu')} variant="drawer" closeLabel={t('common.close')}>
        <nav aria-label={t('nav.main')} class="drawer-nav">
          <ul>
            {MAIN_LINKS.map((l) => (
              <li>
                <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined} onClick={() => setDrawer(false)}>
                  {t(l.key)}
                </a>
              </li>
            ))}
          </ul>
          <p class="drawer-heading">{t('nav.otherPages')}</p>
          <ul>
            {OTHER_PAGES.map((l) => (
              <li>
                <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined} onClick={() => setDrawer(false)}>
                  {t(l.key)}
                </a>
              </li>
            ))}
          </ul>
          <p class="drawer-heading">{t('nav.account')}</p>
          <ul>
            {status === 'authenticated' && user ? (
              <li>
                <a href={user.isAdmin ? '/admin' : '/user'} data-native={user.isAdmin ? '' : undefined} onClick={() => setDrawer(false)}>
                  {t('user.dashboard')}
                </a>
              </li>
            ) : (
              <li>
                <a href="/account" onClick={() => setDrawer(false)}>
                  {t('user.login')}
                </a>
              </li>
            )}
            <li>
              <a href="/cart" onClick={() => setDrawer(false)}>
                {t('nav.cart')} ({count})
              </a>
            </li>
          </ul>
        </nav>
      </Dialog>
    </>
  );
}
