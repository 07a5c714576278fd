import { ADMIN_ROLE_VALUES, CUSTOMER_ROLE_VALUES, NAME_IDENTIFIER_CLAIM, ROLE_CLAIM, STORAGE_KEYS } from '@ward/shared/constants';
import { clearToken, onTokenCleared, readToken } from '../api/client';
import { createStore, useStore } from './store';
import { toast } from './toasts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthUser {
  id: number;
  role: string;
  name: string;
  email: string | null;
  isAdmin: boolean;
  isCustomer: boolean;
  /** expiry, seconds since the epoch */
  exp: number | null;
}

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: AuthUser | null;
}

export const authStore = createStore<AuthState>({ status: 'loading', token: null, user: null });

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  // UTF-8 bytes → text (names are often Arabic)
  const binary = atob(b64);
  let escaped = '';
  for (let i = 0; i < binary.length; i++) escaped += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

/**
 * Reads the claims of SPEC.md §3 without verifying the signature (the server does that):
 * subject id, role (standard role claim), name identifier, name, expiry.
 */
export function decodeToken(token: string): AuthUser {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a JWT');
  const claims = JSON.parse(base64UrlDecode(parts[1])) as Record<string, unknown>;
  const roleClaim = claims[ROLE_CLAIM] ?? claims.role;
  const role = typeof roleClaim === 'string' ? roleClaim : '';
  const id = Number(claims.sub ?? claims[NAME_IDENTIFIER_CLAIM]);
  if (!Number.isFinite(id)) throw new Error('no subject');
  return {
    id,
    role,
    name: typeof claims.name === 'string' ? claims.name : '',
    email: typeof claims.email === 'string' ? claims.email : null,
    isAdmin: ADMIN_ROLE_VALUES.includes(role),
    isCustomer: CUSTOMER_ROLE_VALUES.includes(role),
    exp: typeof claims.exp === 'number' ? claims.exp : null,
  };
}

export function isExpired(user: AuthUser, nowMs = Date.now()): boolean {
  return user.exp !== null && user.exp * 1000 <= nowMs;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** SPEC.md §4: authenticated is "a valid token is stored"; an expired or unreadable one is removed. */
export function evaluateAuth(): AuthState {
  clearTimeout(expiryTimer);
  const token = readToken();
  let next: AuthState = { status: 'unauthenticated', token: null, user: null };
  if (token) {
    try {
      const user = decodeToken(token);
      if (isExpired(user)) {
        removeToken();
      } else {
        next = { status: 'authenticated', token, user };
        if (user.exp) {
          const ms = user.exp * 1000 - Date.now();
          if (ms < 2 ** 31 - 1) expiryTimer = setTimeout(evaluateAuth, ms + 50);
        }
      }
    } catch (error) {
      console.warn('token could not be decoded', error);
      removeToken();
    }
  }
  authStore.set(next);
  return next;
}

function removeToken() {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    /* ignore */
  }
}

/** Stores a token from login / register / change-password and re-evaluates. */
export function setToken(token: string): AuthState {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    /* ignore */
  }
  const state = evaluateAuth();
  if (state.user?.isAdmin) {
    // the back office on the same origin reads these (SPEC.md §3)
    try {
      localStorage.setItem(STORAGE_KEYS.adminAuth, 'true');
      localStorage.setItem(STORAGE_KEYS.adminName, state.user.name);
    } catch {
      /* ignore */
    }
  }
  return state;
}

/** Ends the session on the server too, so a copy of the token stops working; the page does not wait for it. */
function revokeOnServer(): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (!token || typeof fetch === 'undefined') return;
  void fetch('/api/Auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}

/**
 * SPEC.md §4 logout. Customer: remove the token. Admin: also the admin auth and name, and the
 * session storage. The caller then goes to `/`.
 */
export function logout(): void {
  const wasAdmin = authStore.get().user?.isAdmin ?? false;
  revokeOnServer();
  removeToken();
  if (wasAdmin) {
    try {
      localStorage.removeItem(STORAGE_KEYS.adminAuth);
      localStorage.removeItem(STORAGE_KEYS.adminName);
      sessionStorage.clear();
    } catch {
      /* ignore */
    }
  }
  evaluateAuth();
}

let started = false;
/** Evaluates now, then again whenever `token` changes in another tab or a 401 clears it. */
export function initAuth(): void {
  evaluateAuth();
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) evaluateAuth();
  });
  onTokenCleared((reason) => {
    const wasSignedIn = authStore.get().status === 'authenticated';
    evaluateAuth();
    // the server ended the session (a blocked account): say why, once
    if (wasSignedIn && reason) toast.text(reason, 'error');
  });
}

export { clearToken };
export const useAuth = () => useStore(authStore);
