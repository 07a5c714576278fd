import type { ComponentChildren } from 'preact';
import { route } from 'preact-router';
import { useT, type MessageKey } from '../i18n';
import { RequireAuth } from '../lib/guard';
import { useHead } from '../lib/head';
import { logout, useAuth } from '../state/auth';
import { useNotifications } from '../state/notifications';
import { toast } from '../state/toasts';
import { EmailConfirmBanner } from './EmailConfirmBanner';
import { useWalletT } from '../pages/user/wallet.texts';
import { BellIcon, DashboardIcon, HeartIcon, LogoutIcon, PackageIcon, PinIcon, UserIcon } from './Icons';
import { WalletIcon } from './WalletIcon';

/** `wallet`: the wallet page owns its words (wallet.texts.ts), the rest are in the dictionary. */
const LINKS: Array<{ href: string; key: MessageKey | 'wallet'; Icon: typeof DashboardIcon }> = [
  { href: '/user', key: 'user.dashboard', Icon: DashboardIcon },
  { href: '/user/orders', key: 'user.orders', Icon: PackageIcon },
  { href: '/user/wallet', key: 'wallet', Icon: WalletIcon },
  { href: '/user/wishlist', key: 'user.wishlist', Icon: HeartIcon },
  { href: '/user/notifications', key: 'user.notifications', Icon: BellIcon },
  { href: '/user/profile', key: 'user.profile', Icon: UserIcon },
  { href: '/user/addresses', key: 'user.addresses', Icon: PinIcon },
];

/** The customer area (SPEC.md §2): guarded (Customer role), side navigation and a logout button. */
export function UserLayout({ title, active, children }: { title: string; active: string; children: ComponentChildren }) {
  useHead({ title, noindex: true });
  return (
    <RequireAuth>
      <UserShell title={title} active={active}>
        {children}
      </UserShell>
    </RequireAuth>
  );
}

function UserShell({ title, active, children }: { title: string; active: string; children: ComponentChildren }) {
  const t = useT();
  const wt = useWalletT();
  const { user } = useAuth();
  const { unread } = useNotifications();
  return (
    <div class="container page user-layout">
      <aside class="user-nav card" aria-label={t('user.area')}>
        <p class="user-hello">
          <span class="avatar avatar-customer" aria-hidden="true">
            C
          </span>
          <span>
            <span class="muted small">{t('user.hello')}</span>
            <strong>{user?.name}</strong>
          </span>
        </p>
        <nav aria-label={t('user.area')}>
          <ul>
            {LINKS.map(({ href, key, Icon }) => (
              <li>
                <a href={href} aria-current={active === href ? 'page' : undefined}>
                  <Icon size={18} />
                  <span>{key === 'wallet' ? wt('wallet.nav') : t(key)}</span>
                  {href === '/user/notifications' && unread > 0 ? (
                    <span class="dot" role="img" aria-label={t('notifications.unreadCount', { count: unread })} />
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          class="btn btn-ghost btn-block logout-btn"
          onClick={() => {
            logout();
            toast.info('user.loggedOut');
            route('/');
          }}
        >
          <LogoutIcon size={18} flip />
          {t('user.logout')}
        </button>
      </aside>
      <section class="user-main" aria-labelledby="user-title">
        <h1 id="user-title" class="page-title">
          {title}
        </h1>
        <EmailConfirmBanner />
        {children}
      </section>
    </div>
  );
}
