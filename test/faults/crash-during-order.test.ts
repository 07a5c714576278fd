import { recordFigures } from '../support/figures.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { reconcile, takeBooks } from '../support/reconcile.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import {
  catalogueForTraffic,
  oneRequest,
  registerCustomers,
  replayUntilAnswered,
  stockUp,
  type Outcome,
  type ShopForTraffic,
} from '../support/traffic.js';

/**
 * The server killed (SIGKILL) while orders are being placed (issue 7 §4). After a restart on the
 * same database every order either exists whole — items, payment, timeline, its stock reserved —
 * or not at all; customers whose request died retry with their Idempotency-Key and get exactly
 * one order each.
 */
/** 15 orders at once every 200 ms (75 a second) */
const BURST = 15;
const BURST_EVERY_MS = 200;
/** `npm run test:stress`: more kills at more moments */
const ROUNDS = process.env.WARD_STRESS === '1' ? 6 : 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the server killed during order placement', () => {
  let pg: TestPostgres;
  let databaseUrl: string;
  let dataDir: string;
  let shop: ShopProcess;
  let traffic: ShopForTraffic;

  beforeAll(async () => {
    pg = await startPostgres();
    databaseUrl = await pg.createDatabase('ward');
    dataDir = mkdtempSync(join(tmpdir(), 'ward-crash-data-'));
    shop = await startShopProcess({ databaseUrl, dataDir });
    traffic = { urls: [shop.url], customers: await registerCustomers(shop.url, 8, 'crash'), ...(await catalogueForTraffic(shop.url)) };
    // a few products only, so that concurrent orders fight over the same rows
    traffic.products = traffic.products.slice(0, 4);
    await stockUp(shop.url, traffic.products, 5000);
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: SIGKILL with orders in flight; after a restart every order is whole or absent, and retries make each once`, async () => {
      const books = await takeBooks(pg, 'ward');
      // bursts of concurrent orders (a sale), and the kill a few milliseconds into one of them
      const killBurst = 3 + Math.floor(Math.random() * 4);
      const outcomes: Outcome[] = [];
      const pending: Array<Promise<void>> = [];
      const t0 = performance.now();
      let killedAt = 0;
      // one order answered before the sale starts (the server may have just restarted)
      const first = performance.now();
      outcomes.push({ ...(await oneRequest(traffic, 'order', shop.url, 30_000)), at: 0, startedAt: first, endedAt: performance.now() });
      for (let burst = 0; burst < killBurst + 3; burst++) {
        for (let i = 0; i < BURST; i++) {
          const startedAt = performance.now();
          pending.push(
            oneRequest(traffic, 'order', shop.url, 10_000).then(
              (o) => void outcomes.push({ ...o, at: startedAt - t0, startedAt, endedAt: performance.now() }),
            ),
          );
        }
        if (burst === killBurst) {
          await sleep(1 + Math.random() * 15);
          killedAt = performance.now();
          await shop.kill('SIGKILL');
        }
        await sleep(BURST_EVERY_MS);
      }
      await Promise.all(pending);
      const run = { outcomes };
      const killAfterMs = Math.round(killedAt - t0);

      const answered = run.outcomes.filter((o) => o.status === 201);
      const cut = run.outcomes.filter((o) => o.status === 0);
      const inFlightAtKill = cut.filter((o) => o.startedAt < killedAt).length;
      // the kill really hit placements: some were answered, some were cut off mid-way
      expect(answered.length).toBeGreaterThan(0);
      expect(cut.length).toBeGreaterThan(0);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(run.outcomes.filter((o) => o.status !== 0 && o.status !== 201)).toEqual([]);

      const restartStarted = performance.now();
      shop = await startShopProcess({ databaseUrl, dataDir, port: shop.port });
      const restartMs = Math.round(performance.now() - restartStarted);

      // straight after the restart, before anyone retries: whatever was committed is whole
      const afterCrash = await reconcile(pg, books);
      expect(afterCrash.problems).toEqual([]);
      expect(afterCrash.orders).toBeGreaterThanOrEqual(answered.length);
      const answeredIds = answered.map((o) => o.orderId!);
      const [{ found }] = await pg.query<{ found: number }>(
        `SELECT count(*)::int AS found FROM orders WHERE id = ANY($1)`,
        [answeredIds],
        'ward',
      );
      expect(found).toBe(answeredIds.length);

      // every customer whose request died retries with the same key: one order each
      const replays = await Promise.all(cut.map((o) => replayUntilAnswered(shop.url, o)));
      expect(replays.filter((r) => r.status !== 200 && r.status !== 201)).toEqual([]);
      const committedBeforeKill = replays.filter((r) => r.replayed).length;
      expect(committedBeforeKill).toBe(afterCrash.orders - answered.length);
      const finalBooks = await reconcile(pg, books);
      expect(finalBooks.problems).toEqual([]);
      expect(finalBooks.orders).toBe(answered.length + cut.length);
      expect(new Set([...answeredIds, ...replays.map((r) => r.orderId)]).size).toBe(answered.length + cut.length);
      // online payments of orders cut off before their answer got their gateway invoice on the retry
      const [{ missing }] = await pg.query<{ missing: number }>(
        `SELECT count(*)::int AS missing FROM payments p JOIN orders o ON o.id = p."orderId"
         WHERE o.id > $1 AND p.gateway <> 'cod' AND p.status = 'Pending' AND p."invoiceId" IS NULL`,
        [books.lastOrderId],
        'ward',
      );
      expect(missing).toBe(0);

      recordFigures(`crash-round-${round}`, {
        killAfterMs,
        inFlightAtKill,
        answered: answered.length,
        cutOff: cut.length,
        committedButUnanswered: committedBeforeKill,
        busyAnswersWhileRetrying: replays.reduce((n, r) => n + r.busy, 0),
        restartMs,
      });
    }, 120_000);
  }
});
