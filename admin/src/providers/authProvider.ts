import { NAME_IDENTIFIER_CLAIM, ROLE_CLAIM, STORAGE_KEYS } from '@ward/shared';
import type { AuthProvider } from 'react-admin';
import { guardDecision } from './token';

export interface AuthEnvironment {
  storage: Storage;
  session: Storage;
  /** replaces the location (no history entry), as SPEC.md §2 asks */
  replace(url: string): void;
  now?(): number;
}

const browser = (): AuthEnvironment => ({
  storage: window.localStorage,
  session: window.sessionStorage,
  replace: (url) => window.location.replace(url),
});

/** Where a non-admin goes (the storefront's login) and where logout lands (SPEC.md §4). */
export const LOGIN_URL = '/account';
export const AFTER_LOGOUT_URL = '/';

/** Never settles: the page keeps showing "Loading..." while the browser leaves it. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * Auth for the back office. The storefront's /account logs in and stores `token`; this only reads
 * it, decodes the role claim without verifying (the API verifies every call) and sends anyone who
 * is not an admin to /account. A 401 from the API logs out.
 */
export function createAuthProvider(env: AuthEnvironment = browser()): AuthProvider {
  const { storage, session } = env;
  let redirecting = false;
  const go = (url: string) => {
    if (redirecting) return;
    redirecting = true;
    env.replace(url);
  };
  const clear = () => {
    storage.removeItem(STORAGE_KEYS.adminAuth);
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.adminName);
    session.clear();
  };

  return {
    async login() {
      // logging in happens on the storefront's /account page
      go(LOGIN_URL);
      return leaving();
    },
    async logout() {
      // end the session on the server too, so a copy of the token stops working (not waited for)
      const token = storage.getItem(STORAGE_KEYS.token);
      if (token && typeof fetch !== 'undefined')
        void fetch('/api/Auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(
          () => undefined,
        );
      clear();
      go(AFTER_LOGOUT_URL);
      return false;
    },
    async checkAuth() {
      const decision = guardDecision(storage.getItem(STORAGE_KEYS.token), env.now?.());
      if (decision.admin) {
        storage.setItem(STORAGE_KEYS.adminAuth, 'true');
        const name = decision.claims.name;
        if (name && !storage.getItem(STORAGE_KEYS.adminName)) storage.setItem(STORAGE_KEYS.adminName, name);
        return;
      }
      if (decision.reason === 'invalid') console.error('Error verifying admin authentication', decision.error);
      // an expired or unreadable token means signed out (SPEC.md §4, §8)
      if (decision.reason === 'expired' || decision.reason === 'invalid') storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.adminAuth);
      go(LOGIN_URL);
      return leaving();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        // the session ended on the server: log out (react-admin calls logout next)
        // react-admin's contract: checkError rejects with where to go and what to say
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { redirectTo: false, message: 'ra.notification.logged_out' };
      }
      if (error?.status === 403 && !guardDecision(storage.getItem(STORAGE_KEYS.token), env.now?.()).admin) {
        storage.removeItem(STORAGE_KEYS.adminAuth);
        go(LOGIN_URL);
      }
    },
    async getIdentity() {
      const decision = guardDecision(storage.getItem(STORAGE_KEYS.token), env.now?.());
      if (!decision.admin) throw new Error('not an admin');
      const { claims } = decision;
      const id = claims.sub ?? claims[NAME_IDENTIFIER_CLAIM] ?? 'admin';
      return { id, fullName: storage.getItem(STORAGE_KEYS.adminName) ?? claims.name ?? 'Admin' };
    },
    async getPermissions() {
      const decision = guardDecision(storage.getItem(STORAGE_KEYS.token), env.now?.());
      return decision.admin ? decision.claims[ROLE_CLAIM] : null;
    },
  };
}
