import { MOBILE_BREAKPOINT_PX } from '@ward/shared';

/** The sidebar's state lives in a cookie for 7 days (SPEC.md §2, §9). */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below 768 px the sidebar is an overlay (SPEC.md §9). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.05}px)`;

export function readSidebarCookie(cookie = document.cookie): boolean | undefined {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === 'true' : undefined;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
