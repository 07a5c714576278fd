import { useT } from '../../i18n';
import { useAuth } from '../../state/auth';
import { useCartCount } from '../../state/cart';
import { Dialog } from '../Dialog';
import { isActive, MAIN_LINKS, OTHER_PAGES } from './nav-links';

/** The phone's navigation drawer: main links, other pages, the account and the cart. */
export function NavDrawer({ path, open, onClose }: { path: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const count = useCartCount();
  const { status, user } = useAuth();
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="drawer" closeLabel={t('common.close')}>
      <nav aria-label={t('nav.main')} class="drawer-nav">
        <ul>
          {MAIN_LINKS.map((l) => (
            <li>
              <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined} onClick={onClose}>
                {t(l.key)}
              </a>
            </li>
          ))}
        </ul>
        <p class="drawer-heading">{t('nav.otherPages')}</p>
        <ul>
          {OTHER_PAGES.map((l) => (
            <li>
              <a href={l.href} aria-current={isActive(path, l.href) ? 'page' : undefined} onClick={onClose}>
                {t(l.key)}
              </a>
            </li>
          ))}
        </ul>
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
