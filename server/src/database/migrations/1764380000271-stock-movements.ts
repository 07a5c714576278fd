import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One owner of stock (issue 27 §2). Every change of a variant's stock is written by the
 * inventory module together with a row of `stock_movements` (what moved, why, for which order,
 * by whom), in the same transaction, so a variant's movements add up to its stock. The variants'
 * stock as it is now opens the ledger (`opening`).
 *
 * `variant_sellable_stock` is the one statement of what can be sold: a variant's own stock, or
 * for a gift set the whole sets its components make (shared/src/stock.ts `sellableStock` says the
 * same in TypeScript). The IN list is hashed once per statement, so only sets run the subquery.
 * Time: one pass over the variants.
 */
export class StockMovements1764380000271 implements MigrationInterface {
  name = 'StockMovements1764380000271';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movements (
        id bigserial PRIMARY KEY,
        "variantId" int NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
        delta int NOT NULL CHECK (delta <> 0),
        reason text NOT NULL CHECK (reason IN ('opening', 'placement', 'gift_set', 'release', 'refund_restock', 'bulk_edit',
          'csv_import', 'admin_edit', 'sample')),
        "orderId" int REFERENCES orders(id) ON DELETE SET NULL,
        reference text,
        "actorId" int,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stock_movements_variant ON stock_movements ("variantId", id)`);
    await q.query(
      `INSERT INTO stock_movements ("variantId", delta, reason) SELECT id, stock, 'opening' FROM product_variants WHERE stock <> 0 ORDER BY id`,
    );
    await q.query(`
      CREATE VIEW variant_sellable_stock AS
      SELECT v.id, v."productId", v."isSample",
        CASE WHEN v.id IN (SELECT "setId" FROM variant_components)
          THEN (SELECT min(c.stock / k.quantity) FROM variant_components k JOIN product_variants c ON c.id = k."componentId" WHERE k."setId" = v.id)
          ELSE v.stock END AS stock
      FROM product_variants v`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW IF EXISTS variant_sellable_stock`);
    await q.query(`DROP TABLE IF EXISTS stock_movements`);
  }
}
