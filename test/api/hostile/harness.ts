import fc from 'fast-check';
import { startPostgres, type TestPostgres } from '../../support/postgres.js';
import { DEMO, login } from '../../support/server.js';
import { HOSTILE_IDS, SQL_SLEEP_SECONDS } from '../../support/hostile.js';
import { startShopProcess, type ShopProcess } from '../../support/shop-process.js';
import { startZatcaStandIn, type ZatcaStandIn } from '../../stand-ins/zatca/server.mjs';
import { problemWith, type Answer } from './answer-check.js';
import { documentedRoutes, type Route } from './routes.js';

export interface SendOptions {
  body?: unknown;
  raw?: string;
  token?: string;
  contentType?: string;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A fresh client address (RFC 5737 / 2544 ranges), so one part's rate limits never touch another's. */
export const newIp = () => {
  ipCounter++;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/**
 * The production build the hostile-input tests speak to, with its users and documented routes.
 * The shop runs with TRUST_PROXY=true (one load balancer in front) so each part can speak from
 * its own client address (X-Forwarded-For) and rate limits of one part do not leak into another.
 */
export class HostileShop {
  pg!: TestPostgres;
  shop!: ShopProcess;
  zatca!: ZatcaStandIn;
  routes: Route[] = [];
  adminToken!: string;
  customerToken!: string;
  otherToken!: string;
  logoutToken!: string;
  customerId!: number;
  otherId!: number;
  /** requests sent (figures for the report) */
  sent = 0;

  problemWith = problemWith;

  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? newIp(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const started = performance.now();
    this.sent++;
    // over the 1 MB body limit the server answers 413 and closes before reading the body, so
    // writing the rest can fail with EPIPE before the answer is read: ask again to read the 413
    const oversized = (payload?.length ?? 0) > 1024 * 1024;
    let res: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await fetch(this.shop.url + path, { method, headers, body: payload, signal: AbortSignal.timeout(60_000) });
        break;
      } catch (error) {
        const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
        if (!oversized || attempt >= 4 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
      }
    }
    const text = await res.text();
    const ms = performance.now() - started;
    const type = res.headers.get('content-type') ?? '';
    let body: unknown = undefined;
    if (type.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    return { status: res.status, type, text, body, headers: res.headers, ms };
  }

  /** Sends, checks, and re-sends once an answer slower than an injected pg_sleep would make it. */
  async probe(method: string, path: string, options: SendOptions): Promise<string | null> {
    let a = await this.send(method, path, options);
    if (a.ms > (SQL_SLEEP_SECONDS - 1) * 1000) {
      a = await this.send(method, path, options);
      if (a.ms > (SQL_SLEEP_SECONDS - 1) * 1000) return `took ${Math.round(a.ms)} ms twice (SQL reaching the database?)`;
    }
    return problemWith(path, a);
  }

  /** The token a route is called with; logout gets a session of its own, or it would end the customer's for the rest of the file. */
  readonly tokenFor = (route: Route): string | undefined =>
    route.access === 'admin'
      ? this.adminToken
      : route.path === '/api/Auth/logout'
        ? this.logoutToken
        : route.access === 'customer'
          ? this.customerToken
          : undefined;

  /** Real ids where they cannot hurt the rest of the file; hostile ids everywhere else. */
  pathArbitrary(route: Route): fc.Arbitrary<string> {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (!params.length) return fc.constant(route.path);
    const safeReal = route.method !== 'DELETE' && !/customers|orders|notifications\/send|reviews\/\{id\}\/(hide|show)/.test(route.path);
    const real = route.path.includes('{userId}')
      ? [String(this.customerId), String(this.otherId)]
      : route.path.includes('{slug}')
        ? ['about', 'terms']
        : ['1', '2'];
    const value = safeReal ? fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.constantFrom(...real)) : fc.constantFrom(...HOSTILE_IDS);
    return fc
      .tuple(...params.map(() => value))
      .map((values) => params.reduce((p, name, i) => p.replace(`{${name}}`, values[i]), route.path));
  }

  async start(): Promise<void> {
    this.pg = await startPostgres();
    // ZATCA's Fatoora API is the stand-in here: onboarding routes get real answers, nothing leaves the machine
    this.zatca = await startZatcaStandIn();
    this.shop = await startShopProcess({
      databaseUrl: await this.pg.createDatabase('ward'),
      env: { TRUST_PROXY: 'true', ZATCA_BASE_URL: this.zatca.url },
    });
    this.adminToken = await login(this.shop.url, DEMO.admin.email, DEMO.admin.password);
    this.customerToken = await login(this.shop.url, DEMO.customer.email, DEMO.customer.password);
    this.logoutToken = await login(this.shop.url, DEMO.customer.email, DEMO.customer.password);
    const password = 'other-customer-password';
    const registered = await this.send('POST', '/api/Auth/register', {
      body: { name: 'Other Customer', email: 'other-customer@example.com', password, confirmPassword: password },
    });
    expect(registered.status).toBe(200);
    this.otherToken = registered.body.data;
    this.customerId = (await this.send('GET', '/api/Auth/me', { token: this.customerToken })).body.data.id;
    this.otherId = (await this.send('GET', '/api/Auth/me', { token: this.otherToken })).body.data.id;
    this.routes = await documentedRoutes(this.shop.url);
  }

  async stop(): Promise<void> {
    await this.shop?.stop();
    await this.zatca?.close();
    await this.pg?.destroy();
  }
}
