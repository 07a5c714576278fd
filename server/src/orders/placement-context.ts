import type { Settings } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { withDefaults } from '../content/settings.service.js';

/** A product as an order line needs it: what it costs, what it weighs, what to call it. */
export interface ProductForOrder {
  id: number;
  nameAr: string;
  nameEn: string;
  price: string;
  isDiscounted: boolean;
  discountValue: number | null;
  weight: number | null;
  images: Array<{ url: string }> | null;
  stock: number;
}

export interface PlacementContext {
  customer: { id: number; name: string; email: string; phone: string | null; role: string; status: string };
  /** the order this customer already placed with this Idempotency-Key */
  existing: { id: number; requestHash: string | null } | null;
  settings: Settings;
  products: Map<number, ProductForOrder>;
}

/**
 * Everything a placement reads, in one round trip: the customer, an earlier order with the same
 * key, the settings and the products. Nothing is locked here; stock is taken at the end of the
 * transaction by a conditional update, so the hot product rows stay locked only until commit.
 */
export async function loadPlacementContext(
  m: EntityManager,
  userId: number,
  key: string | null,
  productIds: number[],
): Promise<PlacementContext | null> {
  const [row] = await m.query(
    `SELECT u.id, u.name, u.email, u.phone, u.role, u.status,
       (SELECT s.data FROM settings s WHERE s.id = 1) AS settings,
       (SELECT json_build_object('id', o.id, 'requestHash', o."requestHash") FROM orders o
         WHERE o."userId" = u.id AND o."idempotencyKey" = $2) AS existing,
       (SELECT json_agg(json_build_object('id', p.id, 'nameAr', p."nameAr", 'nameEn', p."nameEn", 'price', p.price::text,
          'isDiscounted', p."isDiscounted", 'discountValue', p."discountValue", 'weight', p.weight, 'images', p.images, 'stock', p.stock))
         FROM products p WHERE p.id = ANY($3::int[])) AS products
     FROM users u WHERE u.id = $1`,
    [userId, key, productIds],
  );
  if (!row) return null;
  const { settings, existing, products, ...customer } = row as PlacementContext['customer'] & {
    settings: Partial<Settings> | null;
    existing: PlacementContext['existing'];
    products: ProductForOrder[] | null;
  };
  return { customer, existing, settings: withDefaults(settings), products: new Map((products ?? []).map((p) => [p.id, p])) };
}
