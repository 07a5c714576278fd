import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { recordFigures } from '../../support/figures.js';
import { MALFORMED_BODIES, POLLUTION_BODIES, PROTOTYPE_NAMES, WRONG_TOP_LEVEL } from '../../support/hostile.js';
import {
  bodyArbitrary,
  prototypeQuery,
  queryArbitrary,
  skeleton,
  withPrototypeKeys,
  withPrototypeName,
} from '../../support/hostile-requests.js';
import { DEMO, login } from '../../support/server.js';
import { SA_ADDRESS } from '../../support/traffic.js';
import type { Route } from './routes.js';
import type { HostileShop, SendOptions } from './harness.js';

const STRESS = process.env.WARD_STRESS === '1';
const RUNS_PER_ROUTE = Number(process.env.WARD_FUZZ_RUNS ?? (STRESS ? 300 : 30));

export function describeFuzz(h: HostileShop): void {
  describe('fuzz: every route of the OpenAPI document', () => {
    /** Runs `check` for each route, a few at a time; returns every problem found. */
    async function eachRoute(list: Route[], check: (route: Route) => Promise<string[]>): Promise<string[]> {
      const problems: string[] = [];
      const queue = [...list];
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          for (let route = queue.shift(); route; route = queue.shift())
            problems.push(...(await check(route)).map((p) => `${route.method} ${route.path}: ${p}`));
        }),
      );
      return problems;
    }

    async function fuzzRoute(route: Route, token: string | undefined, runs: number): Promise<string[]> {
      const found: string[] = [];
      const withBody = route.body !== undefined || route.multipart || ['POST', 'PUT', 'PATCH'].includes(route.method);
      let calls = 0;
      const property = fc.asyncProperty(
        h.pathArbitrary(route),
        queryArbitrary(route.query),
        withBody ? bodyArbitrary(route.body) : fc.constant(undefined),
        async (path, query, body) => {
          calls++;
          const url = route.query.length || Math.random() < 0.3 ? `${path}?${query}` : path;
          const problem = await h
            .probe(route.method, url, { token, body })
            .catch((error: Error) => `no answer: ${String(error.cause ?? error.message)}`);
          if (problem) found.push(`${problem} ← ${url.slice(0, 300)} ${JSON.stringify(body)?.slice(0, 300) ?? ''}`);
          return problem === null;
        },
      );
      // a failed run is already in `found`; anything else stopping the property early is a problem of this file
      await fc.assert(property, { numRuns: runs, endOnFailure: true }).catch((error: Error) => {
        // fast-check names the seed and path that replay the failure: fc.assert(…, { seed, path })
        const replay = error.message.match(/seed: -?\d+, path: "[^"]*"/)?.[0] ?? '';
        if (!found.length) found.push(`fuzz stopped: ${error.message.slice(0, 300)}`);
        else found[0] = `${found[0]} [${replay}]`;
      });
      if (!found.length && calls < runs) found.push(`only ${calls} of ${runs} runs`);
      return found.slice(0, 3);
    }

    it('lists the whole API (storefront and admin) so the fuzz covers new routes by itself', () => {
      expect(h.routes.length).toBeGreaterThan(100);
      const keys = h.routes.map((r) => `${r.method} ${r.path}`);
      expect(keys).toEqual(
        expect.arrayContaining([
          'POST /api/Auth/login',
          'POST /api/orders',
          'POST /api/cart/quote',
          'GET /api/products',
          'POST /api/contact',
          'GET /api/admin/orders',
          'PUT /api/admin/settings',
        ]),
      );
    });

    it(`storefront routes: ${RUNS_PER_ROUTE} random and mutated requests each, as the right user and as nobody — never a 5xx, always the envelope`, async () => {
      const storefront = h.routes.filter((r) => r.access !== 'admin');
      const before = h.sent;
      const problems = await eachRoute(storefront, async (route) => [
        ...(await fuzzRoute(route, h.tokenFor(route), RUNS_PER_ROUTE)),
        ...(route.access === 'customer' ? await fuzzRoute(route, undefined, 2) : []),
      ]);
      recordFigures('fuzz-storefront', {
        routes: storefront.length,
        runsPerRoute: RUNS_PER_ROUTE,
        requests: h.sent - before,
        problems: problems.length,
      });
      expect(problems).toEqual([]);
    }, 600_000);

    it(`admin routes with an admin token: ${RUNS_PER_ROUTE} requests each — never a 5xx, always { message, errors }`, async () => {
      const admin = h.routes.filter((r) => r.access === 'admin');
      const before = h.sent;
      const problems = await eachRoute(admin, (route) => fuzzRoute(route, h.adminToken, RUNS_PER_ROUTE));
      recordFigures('fuzz-admin', {
        routes: admin.length,
        runsPerRoute: RUNS_PER_ROUTE,
        requests: h.sent - before,
        problems: problems.length,
      });
      expect(problems).toEqual([]);
    }, 600_000);

    it('malformed JSON, wrong top-level types, prototype-pollution keys, wrong content types and 1 MB bodies: 4xx with the right shape on every body route', async () => {
      const bodyRoutes = h.routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
      const oneMb = 'ع'.repeat(1024 * 1024); // 2 MB of UTF-8: over the 1 MB body limit
      const halfMb = 'x'.repeat(600 * 1024); // under the limit: reaches validation
      const problems = await eachRoute(bodyRoutes, async (route) => {
        const token = h.tokenFor(route);
        const path = route.path.replace(/\{\w+\}/g, '1');
        const found: string[] = [];
        const check = async (label: string, options: SendOptions, expectClientError = true) => {
          const a = await h.send(route.method, path, { token, ...options });
          const problem =
            h.problemWith(path, a) ?? (expectClientError && (a.status < 400 || a.status >= 500) ? `status ${a.status}` : null);
          if (problem) found.push(`${label}: ${problem}`);
        };
        for (const raw of MALFORMED_BODIES) await check(`malformed ${raw.slice(0, 20)}`, { raw });
        for (const raw of POLLUTION_BODIES) await check(`pollution ${raw.slice(0, 30)}`, { raw });
        for (const raw of WRONG_TOP_LEVEL) await check(`top-level ${raw}`, { raw }, false);
        await check('text/plain body', { raw: '{"a":1}', contentType: 'text/plain' }, false);
        await check('form body', { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }, false);
        await check(
          'xml body',
          { raw: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', contentType: 'application/xml' },
          false,
        );
        const base = skeleton(route.body);
        const fields = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
        await check('1 MB string', { body: { ...fields, name: oneMb } });
        await check('600 KB string', { body: { ...fields, name: halfMb, comment: halfMb, message: halfMb } }, false);
        return found.slice(0, 4);
      });
      expect(problems).toEqual([]);
    }, 600_000);

    it('query strings: 1 MB, repeated keys, malformed percent-encoding and pollution keys on every GET route', async () => {
      const gets = h.routes.filter((r) => r.method === 'GET');
      const problems = await eachRoute(gets, async (route) => {
        const token = h.tokenFor(route);
        const path = route.path.replace(/\{\w+\}/g, '1');
        const found: string[] = [];
        for (const query of [
          'page=1&page=2&page=-1',
          'page=%E0%A4%A&search=%',
          'search=%00%01%02',
          '__proto__[role]=Admin&constructor[prototype][role]=Admin',
          `search=${'%D8%B9'.repeat(2000)}`,
          'pageSize=1e309&page=NaN',
          'sort=["passwordHash","ASC"]&filter={"role":"Admin"}',
          'range=[0,100000000]&filter={"id":[1,2,3,"x"]}',
          `filter=${encodeURIComponent('{"q":"' + "'".repeat(500) + '"}')}`,
        ]) {
          const problem = await h.probe('GET', `${path}?${query}`, { token });
          if (problem) found.push(`?${query.slice(0, 60)}: ${problem}`);
        }
        return found.slice(0, 3);
      });
      expect(problems).toEqual([]);
      // a URL too long for the HTTP parser still answers JSON with a message, not a dropped connection
      const huge = await h.send('GET', `/api/products?search=${'a'.repeat(1024 * 1024)}`);
      expect(huge.status).toBe(431);
      expect(h.problemWith('/api/products', huge)).toBeNull();
    }, 600_000);

    it('prototype names (__proto__, constructor, toString …) as every key, name and path segment of every route: never a 5xx', async () => {
      const problems = await eachRoute(h.routes, async (route) => {
        const token = h.tokenFor(route);
        const withBody = route.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(route.method);
        const base = skeleton(route.body);
        const found: string[] = [];
        const check = async (label: string, path: string, raw?: string) => {
          const a = await h.send(route.method, path, { token, raw, headers: { 'idempotency-key': randomUUID() } });
          const problem = h.problemWith(path, a);
          if (problem) found.push(`${label}: ${problem} ← ${path.slice(0, 200)} ${raw?.slice(0, 200) ?? ''}`);
        };
        for (const name of PROTOTYPE_NAMES) {
          // reads may name real rows; writes only rows that cannot exist, so nothing real changes
          const segment = route.method === 'GET' ? '1' : encodeURIComponent(name);
          const path = route.path.replace(/\{\w+\}/g, segment);
          await check(`query ${name}`, `${path}?${prototypeQuery(route.query, name)}`);
          await check(`path ${name}`, route.path.replace(/\{\w+\}/g, encodeURIComponent(name)));
          if (withBody) await check(`values ${name}`, path, JSON.stringify(withPrototypeName(base, name)));
        }
        if (withBody) {
          const path = route.path.replace(/\{\w+\}/g, route.method === 'GET' ? '1' : '2147483647');
          await check('keys', path, withPrototypeKeys(base));
        }
        return found.slice(0, 3);
      });
      expect(problems).toEqual([]);
    }, 600_000);

    it('after all of it the shop is intact: up, roles unchanged, nothing polluted', async () => {
      expect((await h.send('GET', '/api/health')).status).toBe(200);
      expect((await h.send('GET', '/api/admin/products', { token: h.customerToken })).status).toBe(403);
      expect((await h.send('GET', '/api/admin/products')).status).toBe(401);
      expect((await h.send('GET', '/api/Auth/me', { token: h.customerToken })).body.data.role).toBe('Customer');
      const fresh = await h.send('POST', '/api/cart/quote', { body: { items: [] } });
      expect(fresh.text).not.toContain('polluted');
      const settings = await h.send('GET', '/api/settings');
      expect(settings.text).not.toContain('polluted');
      expect(await login(h.shop.url, DEMO.admin.email, DEMO.admin.password)).toMatch(/^ey/);
      // a customer still reads every page of their account and places an order (issue 11 §1: a
      // polluted Object.prototype once broke all of these until the process restarted)
      for (const path of ['/api/Auth/me', '/api/profile', '/api/addresses', '/api/notifications', '/api/orders'])
        expect({ path, status: (await h.send('GET', path, { token: h.customerToken })).status }).toEqual({ path, status: 200 });
      const product = (await h.send('GET', '/api/products?pageSize=1&inStock=true')).body.data.items[0].id;
      const order = await h.send('POST', '/api/orders', {
        token: h.customerToken,
        headers: { 'idempotency-key': randomUUID() },
        body: { items: [{ productId: product, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      });
      expect({ status: order.status, errors: order.body?.errors ?? null }).toEqual({ status: 201, errors: null });
      // no 5xx was logged by the server during the whole file
      expect(h.shop.logs.join('').match(/"statusCode":5\d\d|"level":"(error|fatal)"/g) ?? []).toEqual([]);
    });
  });
}
