import { recordFigures } from '../support/figures.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { reconcile, takeBooks } from '../support/reconcile.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import {
  catalogueForTraffic,
  expectedStatus,
  registerCustomers,
  replayUntilAnswered,
  runTraffic,
  stockUp,
  type Outcome,
  type ShopForTraffic,
} from '../support/traffic.js';

/**
 * PostgreSQL restarted under load (issue 7 §4): the production server keeps running; while the
 * database is away every request fails cleanly (503 with the envelope and Retry-After, quickly,
 * never a 500 or a dropped connection); once it is back, requests succeed again without
 * restarting the server, and nothing is half-written. Twice: a fast shutdown (SIGINT, sessions
 * terminated) and an immediate one (SIGQUIT, like a crash: recovery on the next start).
 */
const RATE = 20;
/** `npm run test:stress`: three rounds of both kinds of outage */
const MODES: Array<'fast' | 'immediate'> =
  process.env.WARD_STRESS === '1' ? ['fast', 'immediate', 'fast', 'immediate', 'fast', 'immediate'] : ['fast', 'immediate'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outage {
  mode: 'fast' | 'immediate';
  stopAt: number;
  downAt: number;
  upAt: number;
  /** first successful order/quote after upAt, in ms */
  recoveredMs?: number;
  healthRecoveredMs?: number;
}

describe('PostgreSQL restarted under load', () => {
  let pg: TestPostgres;
  let shop: ShopProcess;
  let traffic: ShopForTraffic;

  beforeAll(async () => {
    pg = await startPostgres();
    shop = await startShopProcess({ databaseUrl: await pg.createDatabase('ward') });
    traffic = { urls: [shop.url], customers: await registerCustomers(shop.url, 4, 'pg-restart'), ...(await catalogueForTraffic(shop.url)) };
    await stockUp(shop.url, traffic.products, 100_000);
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await pg?.destroy();
  }, 60_000);

  it(
    'answers 503 while the database is down, recovers by itself when it is back, and loses or splits nothing',
    async () => {
      const books = await takeBooks(pg, 'ward');
      const pid = shop.pid;
      const outages: Outage[] = [];
      const healthWhileDown: Array<{ status: number; body: unknown }> = [];

      const faults = (async () => {
        for (const mode of MODES) {
          await sleep(5_000);
          const stopAt = performance.now();
          await pg.stop(mode);
          const outage: Outage = { mode, stopAt, downAt: performance.now(), upAt: 0 };
          outages.push(outage);
          await sleep(1_000);
          const health = await fetch(`${shop.url}/api/health`);
          healthWhileDown.push({ status: health.status, body: await health.json() });
          await sleep(3_000);
          await pg.start();
          outage.upAt = performance.now();
          // the server finds the database again by itself: health turns 200
          for (;;) {
            const res = await fetch(`${shop.url}/api/health`).catch(() => null);
            if (res?.status === 200) break;
            await sleep(50);
          }
          outage.healthRecoveredMs = Math.round(performance.now() - outage.upAt);
        }
      })();
      const run = await runTraffic(traffic, { ratePerSecond: RATE, seconds: 15 * MODES.length });
      await faults;

      const ok = (o: Outcome) => o.status === expectedStatus(o.kind);
      const graceMs = 3_000;
      const inTrouble = (o: Outcome) => outages.some((x) => o.endedAt >= x.stopAt && o.startedAt <= x.upAt + graceMs);
      for (const x of outages) {
        const firstDbSuccess = run.outcomes
          .filter((o) => (o.kind === 'order' || o.kind === 'quote') && ok(o) && o.startedAt >= x.upAt)
          .sort((a, b) => a.startedAt - b.startedAt)[0];
        x.recoveredMs = firstDbSuccess ? Math.round(firstDbSuccess.endedAt - x.upAt) : undefined;
      }

      // outside the outages (and a short grace after each restart) every request succeeds
      expect(run.outcomes.filter((o) => !inTrouble(o) && !ok(o))).toEqual([]);
      // inside: success (a cached catalogue read, a request that made it) or a clean 503
      const troubled = run.outcomes.filter(inTrouble);
      const refused = troubled.filter((o) => !ok(o));
      // (on failure, the server's own account of the error comes with it)
      const serverErrors = () =>
        shop.logs
          .join('')
          .split('\n')
          .filter((l) => /"level":"(error|fatal)"/.test(l));
      expect({
        unexpected: refused.filter((o) => o.status !== 503).map((o) => ({ kind: o.kind, status: o.status, body: o.body })),
        server: refused.some((o) => o.status !== 503) ? serverErrors().slice(0, 3) : [],
      }).toEqual({ unexpected: [], server: [] });
      for (const o of refused) {
        expect(o.body).toEqual({ isSuccess: false, data: null, message: expect.any(String), errors: null, requestId: expect.any(String) });
        expect(o.retryAfter).toMatch(/^\d+$/);
      }
      // the outages were real: orders and quotes were refused, and quickly (no hanging requests)
      expect(refused.filter((o) => o.kind === 'order').length).toBeGreaterThan(0);
      expect(Math.max(...troubled.map((o) => o.ms))).toBeLessThan(8_000);
      expect(healthWhileDown.map((h) => h.status)).toEqual(MODES.map(() => 503));
      for (const x of outages) {
        expect(x.recoveredMs).toBeDefined();
        expect(x.recoveredMs!).toBeLessThan(5_000);
      }
      // the same process served all along
      expect(shop.exited).toBe(false);
      expect(shop.pid).toBe(pid);

      // a customer who saw 503 retries with the same Idempotency-Key: the order is made once
      const refusedOrders = refused.filter((o) => o.kind === 'order');
      const replays = await Promise.all(refusedOrders.map((o) => replayUntilAnswered(shop.url, o)));
      expect(replays.filter((r) => r.status !== 201 && r.status !== 200)).toEqual([]);
      const placed = new Set([...run.outcomes.filter((o) => o.orderId).map((o) => o.orderId!), ...replays.map((r) => r.orderId!)]);

      // nothing half-written: every order whole, stock + sold = initial, one payment each
      const result = await reconcile(pg, books);
      expect(result.problems).toEqual([]);
      expect(result.orders).toBe(placed.size);

      recordFigures('database-restart', {
        requests: run.outcomes.length,
        refusedWith503: refused.length,
        ordersPlaced: placed.size,
        ordersRetriedAfter503: refusedOrders.length,
        retriedThatHadCommitted: replays.filter((r) => r.replayed).length,
        outages: outages.map((x) => ({
          mode: x.mode,
          downMs: Math.round(x.upAt - x.downAt),
          firstSuccessAfterRestartMs: x.recoveredMs,
          healthAfterRestartMs: x.healthRecoveredMs,
        })),
        maxLatencyDuringOutageMs: Math.round(Math.max(...troubled.map((o) => o.ms))),
      });
    },
    60_000 + 20_000 * MODES.length,
  );
});
