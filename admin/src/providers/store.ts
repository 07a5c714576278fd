import { localStorageStore, type Store } from 'react-admin';
import { MOBILE_QUERY, readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

const SIDEBAR_KEY = 'sidebar.open';
/** Preferences that outlive a logout (react-admin resets its store then). */
const KEPT_ON_RESET = ['locale', 'theme'];

/**
 * react-admin's localStorage store, except the sidebar: on desktop its open state is the
 * `sidebar_state` cookie (open by default); below 768 px it is an overlay, closed by default and
 * never persisted.
 */
export function createAdminStore(): Store {
  const base = localStorageStore(undefined, 'ward-admin');
  const mobile = window.matchMedia(MOBILE_QUERY);
  let mobileOpen = false;
  const sidebarListeners = new Set<(value: boolean) => void>();
  const sidebarOpen = () => (mobile.matches ? mobileOpen : (readSidebarCookie() ?? true));
  mobile.addEventListener('change', () => {
    mobileOpen = false;
    sidebarListeners.forEach((l) => l(sidebarOpen()));
  });

  return {
    ...base,
    getItem(key, defaultValue) {
      return key === SIDEBAR_KEY ? (sidebarOpen() as never) : base.getItem(key, defaultValue);
    },
    setItem(key, value) {
      if (key !== SIDEBAR_KEY) return base.setItem(key, value);
      if (mobile.matches) mobileOpen = Boolean(value);
      else writeSidebarCookie(Boolean(value));
      sidebarListeners.forEach((l) => l(sidebarOpen()));
    },
    subscribe(key, callback) {
      if (key !== SIDEBAR_KEY) return base.subscribe(key, callback);
      sidebarListeners.add(callback);
      return () => sidebarListeners.delete(callback);
    },
    reset() {
      const kept = KEPT_ON_RESET.map((k) => [k, base.getItem(k)] as const);
      base.reset();
      kept.forEach(([k, v]) => v !== undefined && base.setItem(k, v));
    },
  };
}

export const store = createAdminStore();
