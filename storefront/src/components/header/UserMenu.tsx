import { route } from 'preact-router';
import { useT } from '../../i18n';
import { logout, useAuth } from '../../state/auth';
import { useNotifications } from '../../state/notifications';
import { setTheme, usePreferences } from '../../state/preferences';
import { toast } from '../../state/toasts';
import { BellIcon, DashboardIcon, LogoutIcon, MoonIcon, PackageIcon, UserIcon } from '../Icons';
import { MenuButton, type MenuItem } from '../Menu';

/** The avatar's menu: dashboard, orders, notifications, theme and sign-out (or sign-in and theme). */
export function UserMenu() {
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
