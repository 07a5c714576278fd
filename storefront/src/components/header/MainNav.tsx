import { useT } from '../../i18n';
import { MenuButton, type MenuItem } from '../Menu';
import { isActive, MAIN_LINKS, OTHER_PAGES } from './nav-links';

/** The desktop navigation: the main links and an "other pages" menu. */
export function MainNav({ path }: { path: string }) {
  const t = useT();
  const otherItems: MenuItem[] = OTHER_PAGES.map((p) => ({ id: p.href, label: t(p.key), href: p.href }));
  return (
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
  );
}
