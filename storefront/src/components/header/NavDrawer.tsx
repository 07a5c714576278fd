import { useT } from '../../i18n';
import { useAuth } from '../../state/auth';
import { useCartCount } from '../../state/cart';
import { Dialog } from '../Dialog';
import { isActive, MAIN_LINKS, OTHER_PAGES } from './nav-links';

type NavLink = (typeof MAIN_LINKS)[number] | (typeof OTHER_PAGES)[number];

/** One list of the drawer's page links; the current page is marked for screen readers. */
function DrawerLinks({ links, path, onClose }: { links: readonly NavLink[]; path: string; onClose: () => void }) {
  const t = useT();
  return (
    <ul>
      {links.map((l) => (
        <li>
          <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined} onClick={onClose}>
            {t(l.key)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The phone's navigation drawer: main links, other pages, the account and the cart. */
export function NavDrawer({ path, open, onClose }: { path: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const count = useCartCount();
  const { status, user } = useAuth();
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="drawer" closeLabel={t('common.close')}>
      <nav aria-label={t('nav.main')} class="drawer-nav">
        <DrawerLinks links={MAIN_LINKS} path={path} onClose={onClose} />
        <p class="drawer-heading">{t('nav.otherPages')}</p>
        <DrawerLinks links={OTHER_PAGES} path={path} onClose={onClose} />
        <p class="drawer-heading">{t('nav.account')}</p>
        <ul>
          {status === 'authenticated' && user ? (
            <li>
              <a href={user.isAdmin ? '/admin' : '/user'} data-native={user.isAdmin ? '' : undefined} onClick={onClose}>
                {t('user.dashboard')}
              </a>
            </li>
          ) : (
            <li>
              <a href="/account" onClick={onClose}>
                {t('user.login')}
              </a>
            </li>
          )}
          <li>
            <a href="/cart" onClick={onClose}>
              {t('nav.cart')} ({count})
            </a>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
