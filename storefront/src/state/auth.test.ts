import { jest } from '@jest/globals';
import { STORAGE_KEYS } from '@ward/shared/constants';
import { api, ApiError } from '../api/client';
import { fakeToken } from '../test/jwt';
import { authStore, decodeToken, evaluateAuth, initAuth, logout, setToken } from './auth';

const realFetch = globalThis.fetch;
/** What the client reads of a fetch Response (jsdom has no Response class). */
const response = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) }) as unknown as Response;
function answer(status: number, body: unknown) {
  globalThis.fetch = async () => response(status, body);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.set({ status: 'loading', token: null, user: null });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('auth state (SPEC.md §4/§6)', () => {
  it('starts loading, then is authenticated when a valid token is stored', () => {
    expect(authStore.get().status).toBe('loading');
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ sub: '42', role: 'Customer', name: 'Sara' }));
    initAuth();
    const { status, user } = authStore.get();
    expect(status).toBe('authenticated');
    expect(user).toEqual(expect.objectContaining({ id: 42, name: 'Sara', isCustomer: true, isAdmin: false }));
  });

  it('is not authenticated without a token', () => {
    initAuth();
    expect(authStore.get()).toEqual({ status: 'unauthenticated', token: null, user: null });
  });

  it('removes an expired token and treats the user as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.token, fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    evaluateAuth();
    expect(authStore.get().status).toBe('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('removes a token that cannot be decoded', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-jwt');
    evaluateAuth();
    expect(authStore.get().status).toBe('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    warn.mockRestore();
  });

  it('reads the role claim: Admin or 0 is admin, Customer or 2 is customer', () => {
    expect(decodeToken(fakeToken({ role: 'Admin' })).isAdmin).toBe(true);
    expect(decodeToken(fakeToken({ role: '0' })).isAdmin).toBe(true);
    expect(decodeToken(fakeToken({ role: 'Customer' })).isCustomer).toBe(true);
    expect(decodeToken(fakeToken({ role: '2' })).isCustomer).toBe(true);
    expect(decodeToken(fakeToken({ role: 'Guest' }))).toEqual(expect.objectContaining({ isAdmin: false, isCustomer: false }));
  });

  it('decodes Arabic names (UTF-8 in base64url)', () => {
    expect(decodeToken(fakeToken({ name: 'نورة العتيبي' })).name).toBe('نورة العتيبي');
  });

  it('is re-evaluated when the token changes in another tab', () => {
    initAuth();
    expect(authStore.get().status).toBe('unauthenticated');
    const token = fakeToken();
    localStorage.setItem(STORAGE_KEYS.token, token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: token }));
    expect(authStore.get().status).toBe('authenticated');
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null }));
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('customer logout removes the token', () => {
    setToken(fakeToken());
    logout();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('an admin login keeps adminAuth/adminName for the back office; admin logout clears them and the session storage', () => {
    setToken(fakeToken({ role: 'Admin', name: 'Manager' }));
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.adminName)).toBe('Manager');
    sessionStorage.setItem('something', 'x');
    logout();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminName)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('API client (SPEC.md §7/§8)', () => {
  it('a 401 answer clears the stored token and signs the user out', async () => {
    initAuth();
    setToken(fakeToken());
    answer(401, { isSuccess: false, data: null, message: 'Please log in first', errors: null });
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401, message: 'Please log in first' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(authStore.get().status).toBe('unauthenticated');
  });

  it('sends the bearer token and the UI language, and unwraps the envelope', async () => {
    const token = fakeToken();
    localStorage.setItem(STORAGE_KEYS.token, token);
    let seen: Record<string, string> | null = null;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      seen = init.headers as Record<string, string>;
      return response(200, { isSuccess: true, data: { ok: 1 }, message: null, errors: null });
    }) as typeof fetch;
    await expect(api.get('/api/profile')).resolves.toEqual({ ok: 1 });
    expect(seen!.Authorization).toBe(`Bearer ${token}`);
    expect(seen!['Accept-Language']).toBe('ar');
  });

  it('turns a failed envelope into an error with message, status and field errors', async () => {
    answer(400, { isSuccess: false, data: null, message: 'بعض الحقول غير صحيحة', errors: { email: ['البريد الإلكتروني غير صالح'] } });
    const error = (await api.post('/api/Auth/register', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('بعض الحقول غير صحيحة');
    expect(error.field('email')).toBe('البريد الإلكتروني غير صالح');
  });

  it('a network failure is an error with status 500 and a readable message', async () => {
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = (await api.get('/api/home').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/تعذر الاتصال/);
  });

  it('gives up after the timeout', async () => {
    globalThis.fetch = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const error = (await api.get('/api/home', { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('timeout');
    expect(error.status).toBe(500);
  });
});
