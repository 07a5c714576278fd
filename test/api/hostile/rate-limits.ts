import { DEMO, login } from '../../support/server.js';
import { newIp, type HostileShop } from './harness.js';

export function describeRateLimits(h: HostileShop): void {
  describe('rate limits (PostgreSQL-backed, per client address behind the load balancer and per email)', () => {
    const wrongLogin = (email: string, ip: string) =>
      h.send('POST', '/api/Auth/login', { ip, body: { email, password: 'not-the-password' } });

    it('wrong passwords lock the guessing address, not the account: 429 after 5 from one address, 401 from six others, the owner signs in', async () => {
      const email = DEMO.customer.email.replace('customer', 'nobody');
      const guesser = newIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await wrongLogin(email, guesser)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const spread = [];
      for (let i = 0; i < 4; i++) spread.push((await wrongLogin(email, newIp())).status);
      expect(spread).toEqual([401, 401, 401, 401]);
      // nine wrong passwords for the demo customer from elsewhere: the owner is not slowed
      for (let i = 0; i < 9; i++) await wrongLogin(DEMO.customer.email, newIp());
      expect(await login(h.shop.url, DEMO.customer.email, DEMO.customer.password)).toMatch(/^ey/);
    });

    it('one address gets 30 login attempts a minute; a spoofed X-Forwarded-For in front of the balancer does not reset it', async () => {
      const ip = newIp();
      const statuses = [];
      for (let i = 0; i < 31; i++) {
        // the client writes any address it likes; the balancer appends the one it saw (ours): only that counts
        statuses.push(
          (
            await h.send('POST', '/api/Auth/login', {
              ip: `10.${i}.0.1, ${ip}`,
              body: { email: `spray-${i}@example.com`, password: 'not-the-password' },
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      const limited = await h.send('POST', '/api/Auth/login', {
        ip: `10.99.0.1, ${ip}`,
        body: { email: 'spray-x@example.com', password: 'x-password' },
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(h.problemWith('/api/Auth/login', limited)).toBeNull();
      // another client is not affected
      expect(
        (await h.send('POST', '/api/Auth/login', { ip: newIp(), body: { email: 'spray-y@example.com', password: 'x-password' } })).status,
      ).toBe(401);
    });

    it('registration: 20 a minute per address, the 21st is 429; another address may still register', async () => {
      const ip = newIp();
      const password = 'register-limit-password';
      const statuses = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(
          (
            await h.send('POST', '/api/Auth/register', {
              ip,
              body: { name: `Limit ${i}`, email: `limit-${i}-${Date.now()}@example.com`, password, confirmPassword: password },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([...Array(20).fill(200), 429]);
      expect(
        (
          await h.send('POST', '/api/Auth/register', {
            ip: newIp(),
            body: { name: 'Fresh', email: `fresh-${Date.now()}@example.com`, password, confirmPassword: password },
          })
        ).status,
      ).toBe(200);
    });

    it('password reset: 3 codes a minute per email whatever the address, 20 requests per address, 30 code checks per address', async () => {
      const perEmail = [];
      for (let i = 0; i < 4; i++)
        perEmail.push(
          (await h.send('POST', '/api/Auth/forgot-password', { ip: newIp(), body: { email: 'other-customer@example.com' } })).status,
        );
      expect(perEmail).toEqual([200, 200, 200, 429]);
      const ip = newIp();
      const perIp = [];
      for (let i = 0; i < 21; i++)
        perIp.push((await h.send('POST', '/api/Auth/forgot-password', { ip, body: { email: `nobody-${i}@example.com` } })).status);
      expect(perIp).toEqual([...Array(20).fill(200), 429]);
      const checkIp = newIp();
      const checks = [];
      for (let i = 0; i < 31; i++)
        checks.push(
          (await h.send('POST', '/api/Auth/check-code', { ip: checkIp, body: { Email: `nobody-${i}@example.com`, Token: '123456' } }))
            .status,
        );
      expect(checks.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(checks[30]).toBe(429);
    });
  });
}
