import { idsFilter } from '../common/simple-rest.js';

const MAX_INT4 = 2_147_483_647;

/** A filter value meant as a row id: a positive int4, or 0 (matches nothing) — never a PostgreSQL range error. */
export function idValue(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_INT4 ? n : 0;
}

/** `filter.id` for getMany, keeping only ids PostgreSQL can compare with an int column. */
export function rowIds(filter: Record<string, unknown>): number[] | null {
  const ids = idsFilter(filter);
  return ids ? ids.filter((n) => n <= MAX_INT4) : null;
}
