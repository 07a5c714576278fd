import { jest } from '@jest/globals';
import type { PayPageDto } from '@ward/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startMoyasarStandIn, type MoyasarStandIn } from '../../../test/stand-ins/moyasar/server.mjs';
import { createWardApp, type WardApp } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { SettingsService } from '../content/settings.service.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { http } from '../testing/http.js';
import { card, createAtMoyasar, MOYASAR_WEBHOOK_SECRET, providersEnv } from '../testing/payment-providers.js';
import { createTestDatabase, type TestApp } from '../testing/test-app.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';

jest.setTimeout(120_000);

/**
 * Two instances on one database, every Moyasar webhook lost: both instances' sweeps run at once
 * and every order settles exactly once. The sweeps are pg-boss schedules (one job per tick).
 */
describe('reconciliation: nothing lost, nothing twice, with several instances', () => {
  let moyasar: MoyasarStandIn;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let instances: WardApp[];

  beforeAll(async () => {
    moyasar = await startMoyasarStandIn();
    moyasar.dropWebhooks(true);
    database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'ward-reconcile-'));
    const config = (jobs: boolean) =>
      loadConfig(
        { NODE_ENV: 'test', LOG_LEVEL: 'error' },
        {
          dataDir,
          databaseUrl: database.url,
          seedDemo: false,
          jobs,
          testGateway: false,
          jwtSecret: 'shared-secret-of-both-instances',
          dataKey: 'shared-data-key-of-both-instances',
          adminDist: '/nonexistent',
          storefrontDist: '/nonexistent',
          paymentProviders: providersEnv({
            moyasar: {
              publicKey: moyasar.keys.publishable,
              secretKey: moyasar.keys.secret,
              webhookSecret: MOYASAR_WEBHOOK_SECRET,
              baseUrl: moyasar.url,
            },
          }),
        },
      );
    // the first one migrates; the second runs the schedules as production would
    const first = await createWardApp(config(false));
    await first.listen(0, '127.0.0.1');
    const second = await createWardApp(config(true));
    await second.listen(0, '127.0.0.1');
    instances = [first, second];
  }, 150_000);
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await database?.drop();
    await moyasar.close();
  }, 60_000);

  it('settles every paid or declined payment once, whichever instance sweeps', async () => {
    const [first, second] = instances;
    const t = {
      url: first.url!,
      api: http(first.url!),
      db: first.app.get(DataSource),
      config: first.config,
      get: (token: never) => first.app.get(token),
    } as unknown as TestApp;
    const customer = await createUser(t, 'Customer');
    await seedShipping(t);
    // six unpaid card orders of one product at once: above the shop's default unpaid-hold caps
    const settings = first.app.get(SettingsService);
    await settings.update({ ...(await settings.get()), unpaidHoldPerProduct: 1_000, unpaidHoldTotal: 10_000 });
    const product = await createProduct(t, (await createCategory(t)).id, { price: 90, stock: 50 });
    const cards = ['4201320111111010', '4111111111111111', '4201321234411220', '5421080101000000', '4201320000311101', '4111111111111111'];
    const orders: Array<{ id: number; paymentId: string }> = [];
    for (const number of cards) {
      const placed = await t.api.post(
        '/api/orders',
        { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'mada', address: SA_ADDRESS },
        { token: customer.token },
      );
      const paymentId = placed.body.data.payment.id;
      const page = (await t.api.get(`/api/payments/${paymentId}/pay`, { token: customer.token })).body.data as PayPageDto;
      await createAtMoyasar(page, { ...card(number), '3ds': false });
      orders.push({ id: placed.body.data.order.id, paymentId });
    }
    expect(moyasar.state.deliveries.filter((d) => d.dropped)).toHaveLength(6);

    const later = new Date(Date.now() + 3 * 60_000);
    const settled = await Promise.all([first, second].map((i) => i.app.get(PaymentReconciliation).reconcilePending(later)));
    expect(settled[0] + settled[1]).toBe(6);
    const statuses = await t.db.query(`SELECT status FROM orders WHERE id = ANY($1) ORDER BY id`, [orders.map((o) => o.id)]);
    expect(statuses.map((r: { status: string }) => r.status)).toEqual(['New', 'New', 'PaymentFailure', 'New', 'PaymentFailure', 'New']);
    const applied = await t.db.query(
      `SELECT "paymentId", count(*)::int AS n FROM payment_events WHERE outcome = 'applied' AND "paymentId" = ANY($1) GROUP BY 1`,
      [orders.map((o) => o.paymentId)],
    );
    expect(applied.map((r: { n: number }) => r.n)).toEqual([1, 1, 1, 1, 1, 1]);
    const timelines = await t.db.query(`SELECT count(*)::int AS n FROM order_events WHERE "orderId" = ANY($1)`, [orders.map((o) => o.id)]);
    expect(timelines[0].n).toBe(12);

    // the schedules exist once in the queue (pg-boss fires one job per tick across instances)
    const schedules = await t.db.query(`SELECT name FROM pgboss.schedule WHERE name LIKE 'payments.%' ORDER BY name`);
    expect(schedules.map((s: { name: string }) => s.name)).toEqual(['payments.expire-unpaid', 'payments.reconcile-pending']);
  });
});
