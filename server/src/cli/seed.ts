import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createWardApp } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { seedBulkProducts } from '../database/seed/bulk-products.js';

/**
 * `npm run seed -- --products 10000`: migrates (and seeds the demo shop on a new embedded
 * database), then adds N generated products. Stop the shop first when it uses the same DATA_DIR.
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--products');
  const count = at >= 0 ? Number(args[at + 1]) : 0;
  if (at >= 0 && (!Number.isInteger(count) || count < 1 || count > 1_000_000))
    throw new Error('--products takes a whole number from 1 to 1,000,000');
  const ward = await createWardApp(loadConfig());
  try {
    if (count) {
      const started = Date.now();
      await seedBulkProducts(ward.app.get(DataSource), ward.config, count);
      Logger.log(`added ${count} products in ${Date.now() - started} ms`, 'Seed');
    }
  } finally {
    await ward.close();
  }
}

main().catch((error) => {
  Logger.error(error instanceof Error ? error.message : error, 'Seed');
  process.exit(1);
});
