import { switchLanguage, useT } from '../../i18n';
import { useCartCount } from '../../state/cart';
import { toggleDarkMode, usePreferences } from '../../state/preferences';
import { CartIcon, GlobeIcon, MoonIcon, SunIcon } from '../Icons';
import { HeaderSearch } from '../search/HeaderSearch';
import { Tooltip } from '../Tooltip';
import { UserMenu } from './UserMenu';

/** The header's buttons: search, language, dark mode, cart (with its count) and the user menu. */
export function HeaderActions({ path }: { path: string }) {
  const t = useT();
  const prefs = usePreferences();
  const count = useCartCount();
  return (
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
  );
}
