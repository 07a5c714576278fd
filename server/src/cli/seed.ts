import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createWardApp } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { seedBulkCustomers, seedBulkOrders } from '../database/seed/bulk-orders.js';
import { seedBulkProducts } from '../database/seed/bulk-products.js';
import { SalesRollupService } from '../reports/sales-rollup.service.js';

const LIMITS = { products: 1_000_000, customers: 5_000_000, orders: 50_000_000 } as const;

/** `--products N`, `--customers N`, `--orders N` (each optional, whole numbers within LIMITS). */
function counts(args: string[]): Record<keyof typeof LIMITS, number> {
  const out = { products: 0, customers: 0, orders: 0 };
  for (const name of Object.keys(LIMITS) as Array<keyof typeof LIMITS>) {
    const at = args.indexOf(`--${name}`);
    if (at < 0) continue;
    const n = Number(args[at + 1]);
    if (!Number.isInteger(n) || n < 1 || n > LIMITS[name])
      throw new Error(`--${name} takes a whole number from 1 to ${LIMITS[name].toLocaleString('en')}`);
    out[name] = n;
  }
  return out;
}

/**
 * `npm run seed -- --orders 1000000 --customers 300000 --products 50000`: migrates (and seeds the
 * demo shop on a new embedded database), then adds generated products, customers and orders, the
 * last two set-based (INSERT … SELECT), in minutes, and sums the sales roll-ups again. Stop the shop first when it uses the same DATA_DIR.
 */
async function main() {
  const wanted = counts(process.argv.slice(2));
  const ward = await createWardApp({ ...loadConfig(), logLevel: 'warn' });
  const db = ward.app.get(DataSource);
  const say = (line: string) => process.stdout.write(`seed: ${line}\n`);
  const timed = async (what: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    say(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    if (wanted.products) await timed(`${wanted.products} products`, () => seedBulkProducts(db, ward.config, wanted.products));
    if (wanted.customers) await timed(`${wanted.customers} customers`, () => seedBulkCustomers(db, wanted.customers, say));
    if (wanted.orders) await timed(`${wanted.orders} orders`, () => seedBulkOrders(db, wanted.orders, say));
    // the generated orders carry their historical "updatedAt": only a full run sums their days
    if (wanted.orders) await timed('sales roll-ups', () => ward.app.get(SalesRollupService).rollUp({ full: true }));
  } finally {
    await ward.close();
  }
}

main().catch((error) => {
  Logger.error(error instanceof Error ? error.message : error, 'Seed');
  process.exit(1);
});
