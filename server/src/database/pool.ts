import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The pg pool under TypeORM: for the hot read paths (storefront listing, product page, search),
 * which send fixed SQL as named prepared statements and map rows themselves.
 */
export const pgPool = (db: DataSource): Pool => (db.driver as unknown as { master: Pool }).master;
