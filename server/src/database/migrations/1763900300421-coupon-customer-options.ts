import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Coupon options "once per customer" and "first order only" (issue 11, decide list). */
export class CouponCustomerOptions1763900300421 implements MigrationInterface {
  name = 'CouponCustomerOptions1763900300421';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE coupons ADD COLUMN "oncePerCustomer" boolean NOT NULL DEFAULT false, ADD COLUMN "firstOrderOnly" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coupons DROP COLUMN "oncePerCustomer", DROP COLUMN "firstOrderOnly"`);
  }
}
