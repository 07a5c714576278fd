import { jest } from '@jest/globals';
import { STORAGE_KEYS } from '@ward/shared';
import { createAuthProvider } from './authProvider';

const ROLE = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Settles within a tick, or stays pending (the guard never settles while the page leaves). */
const outcome = (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ]);

function setup(token?: string) {
  localStorage.clear();
  sessionStorage.clear();
  if (token !== undefined) localStorage.setItem(STORAGE_KEYS.token, token);
  const replace = jest.fn();
  return { replace, auth: createAuthProvider({ storage: localStorage, session: sessionStorage, replace }) };
}

describe('admin guard (SPEC.md §2, §6)', () => {
  it.each(['Admin', '0'])('lets role %s in and remembers the admin session', async (role) => {
    const { auth, replace } = setup(jwt({ sub: '1', name: 'مدير ورد', exp: inAnHour(), [ROLE]: role }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.adminName)).toBe('مدير ورد');
    await expect(auth.getIdentity!()).resolves.toEqual({ id: '1', fullName: 'مدير ورد' });
  });

  it.each(['Customer', '2'])('sends role %s to /account, replacing history, and keeps their login', async (role) => {
    const token = jwt({ sub: '2', exp: inAnHour(), [ROLE]: role });
    const { auth, replace } = setup(token);
    expect(await outcome(auth.checkAuth({}))).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/account');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
  });

  it('sends a visitor without a token to /account', async () => {
    const { auth, replace } = setup();
    expect(await outcome(auth.checkAuth({}))).toBe('pending');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('/account');
  });

  it.each(['not-a-token', 'a.%%%.c', `${b64url({})}.${Buffer.from('[1,').toString('base64url')}.x`])(
    'treats an undecodable token (%s) as not admin and drops it',
    async (bad) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { auth, replace } = setup(bad);
      expect(await outcome(auth.checkAuth({}))).toBe('pending');
      expect(replace).toHaveBeenCalledWith('/account');
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(error).toHaveBeenCalledWith('Error verifying admin authentication', expect.anything());
      error.mockRestore();
    },
  );

  it('treats an expired admin token as signed out', async () => {
    const { auth, replace } = setup(jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 10, [ROLE]: 'Admin' }));
    expect(await outcome(auth.checkAuth({}))).toBe('pending');
    expect(replace).toHaveBeenCalledWith('/account');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('accepts the role claim as an array', async () => {
    const { auth } = setup(jwt({ sub: '1', exp: inAnHour(), [ROLE]: ['Customer', 'Admin'] }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('logout and API errors (SPEC.md §4, §8)', () => {
  it('clears adminAuth, token, adminName and session storage, then goes to /', async () => {
    const { auth, replace } = setup(jwt({ sub: '1', name: 'A', exp: inAnHour(), [ROLE]: 'Admin' }));
    await auth.checkAuth({});
    localStorage.setItem('ward-store', '{"language":"ar"}');
    sessionStorage.setItem('anything', '1');
    await expect(auth.logout({})).resolves.toBe(false);
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.adminAuth, STORAGE_KEYS.adminName]) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('ward-store')).not.toBeNull();
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('logs out on 401 and only on 401', async () => {
    const { auth } = setup(jwt({ sub: '1', exp: inAnHour(), [ROLE]: 'Admin' }));
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: false });
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
  });
});
