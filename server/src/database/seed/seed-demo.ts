import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { WardConfig } from '../../config/config.js';
import { seedAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedContent, seedCustomerArea } from './content.js';
import { seedCheckout } from './checkout.js';
import { seedVariantCatalog } from './variant-catalog.js';
import { seedSamples } from './seed-samples.js';
import { sqlRows } from '../../database/sql-rows.js';

/** A demo seeder writes one part of the demo shop; it runs inside the seed transaction. */
export type DemoSeeder = (db: DataSource, config: WardConfig) => Promise<void>;

/** In order. Modules add their seeders here (content, shipping, coupons, orders…). */
export const demoSeeders: Array<[string, DemoSeeder]> = [
  ['accounts', seedAccounts],
  ['catalog', seedCatalog],
  ['content', seedContent],
  ['customer area', seedCustomerArea],
  ['checkout', seedCheckout],
  // last: the products the other seeds (and tests) use keep their ids
  ['variants and gift sets', seedVariantCatalog],
  ['free samples', seedSamples],
];

/** Seeds the demo shop once: on a database without any user. */
export async function seedDemoShop(db: DataSource, config: WardConfig): Promise<boolean> {
  const [{ count }] = await sqlRows<{ count: number }>(db, `SELECT count(*)::int AS count FROM users`);
  if (count > 0) return false;
  const started = Date.now();
  for (const [name, seeder] of demoSeeders) {
    await seeder(db, config);
    Logger.debug(`demo seed: ${name}`, 'Seed');
  }
  Logger.debug(`demo shop seeded in ${Date.now() - started} ms`, 'Seed');
  return true;
}
