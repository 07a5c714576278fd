import { startShop, type RunningShop } from '../support/server.js';

/**
 * `npm start` stopped with SIGTERM (a deploy, `docker stop`) closes in order: requests, job
 * workers and the last write of the search figures first, the embedded database last. Before,
 * the database library stopped PostgreSQL the moment the signal came, and the process died on a
 * connection error (57P01) with exit code 1 and a stack trace in the logs.
 */
describe('a graceful stop', () => {
  let shop: RunningShop;
  afterAll(() => shop?.stop());

  it('ends with exit code 0 and no connection errors after the shop was used', async () => {
    shop = await startShop();
    // search figures wait in memory for their next write; the stop must write them to a live database
    expect((await fetch(`${shop.url}/api/products?search=${encodeURIComponent('عود')}`)).status).toBe(200);
    await shop.stop();
    const logs = shop.logs.join('');
    expect(logs).not.toMatch(/Unhandled 'error' event|terminating connection|57P01|search figures not written/);
    expect(shop.exitCode()).toBe(0);
  }, 300_000);
});
