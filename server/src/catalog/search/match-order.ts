import type { CatalogSnapshot } from '../listing/catalog-snapshot.js';

/** Matches as MATCHES (search-sql.ts) answers them: best first by strictness and rank, ties unbroken. */
export interface RankedMatches {
  ids: number[];
  strict: boolean[];
  ranks: number[];
}

/** Each snapshot position's place in the shop's featured order (featured, newest, id), computed once per snapshot. */
const featuredPlaces = new WeakMap<CatalogSnapshot, Int32Array>();

function featuredPlaceOf(snapshot: CatalogSnapshot): Int32Array {
  let places = featuredPlaces.get(snapshot);
  if (!places) {
    places = new Int32Array(snapshot.size);
    snapshot.orders.featured.forEach((position, place) => (places![position] = place));
    featuredPlaces.set(snapshot, places);
  }
  return places;
}

/**
 * A search's matches in their final order: by strictness and rank (from MATCHES in
 * search-sql.ts), then in stock first (nearly every match ties on a common word), then the shop's
 * featured order, from the in-memory catalogue index instead of a stock read per match. A product
 * the index does not hold yet goes last in its group, newest id first.
 */
export function orderMatches({ ids, strict, ranks }: RankedMatches, snapshot: CatalogSnapshot): number[] {
  const places = featuredPlaceOf(snapshot);
  const n = ids.length;
  const soldOut = new Uint8Array(n);
  const place = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const at = snapshot.positionOf.get(ids[i]);
    soldOut[i] = snapshot.inStock(ids[i]) ? 0 : 1;
    place[i] = at === undefined ? Number.MAX_SAFE_INTEGER - ids[i] : places[at];
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => Number(strict[b]) - Number(strict[a]) || ranks[b] - ranks[a] || soldOut[a] - soldOut[b] || place[a] - place[b]);
  return order.map((i) => ids[i]);
}
