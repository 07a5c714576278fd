import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { BadInputError } from './domain-errors.js';
import { idsFilter, type ListQuery } from './simple-rest.js';

/**
 * One way to answer a react-admin list over a query builder: whitelisted sorts, `q` search,
 * typed filters, `id` arrays (getMany) and `{field}_gte` / `{field}_lte` date ranges.
 */
export type FilterKind = 'eq' | 'int' | 'bool' | 'date_gte' | 'date_lte';

export interface ListSpec {
  /** react-admin field → SQL expression (anything else falls back to `defaultSort`) */
  sorts: Record<string, string>;
  defaultSort: string;
  /** the primary key expression, used for `filter.id` and as the tie-breaker */
  idColumn: string;
  /** SQL expressions searched by `filter.q` (ILIKE, case-insensitive) */
  search?: string[];
  /** filter name → [SQL expression, kind]; `eq` accepts one value or an array */
  filters?: Record<string, [string, FilterKind]>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toBool(name: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadInputError('validation.invalid', { [name]: 'validation.invalid' });
}

function toDate(name: string, value: unknown, endOfDay: boolean): Date {
  if (typeof value !== 'string' && typeof value !== 'number') throw new BadInputError('validation.date', { [name]: 'validation.date' });
  const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new BadInputError('validation.date', { [name]: 'validation.date' });
  // "until 2026-01-31" includes that whole day
  if (dateOnly && endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** Applies filters (not paging) to `qb`. */
export function applyFilters<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const ids = idsFilter(query.filter);
  if (ids) qb.andWhere(`${spec.idColumn} IN (:...f_ids)`, { f_ids: ids.length ? ids : [0] });
  const q = query.filter.q;
  if (typeof q === 'string' && q.trim() && spec.search?.length) {
    qb.andWhere(
      new Brackets((w) => spec.search!.forEach((expr, i) => (i ? w.orWhere(`${expr} ILIKE :f_q`) : w.where(`${expr} ILIKE :f_q`)))),
      {
        f_q: `%${escapeLike(q.trim())}%`,
      },
    );
  }
  for (const [name, [expr, kind]] of Object.entries(spec.filters ?? {})) {
    const value = query.filter[name];
    if (value === undefined || value === null || value === '') continue;
    const param = `f_${name.replace(/\W/g, '_')}`;
    switch (kind) {
      case 'eq': {
        const list = Array.isArray(value) ? value.map(String) : [String(value)];
        qb.andWhere(`${expr} IN (:...${param})`, { [param]: list.length ? list : [''] });
        break;
      }
      case 'int': {
        const list = (Array.isArray(value) ? value : [value]).map(Number);
        if (list.some((n) => !Number.isInteger(n))) throw new BadInputError('validation.integer', { [name]: 'validation.integer' });
        qb.andWhere(`${expr} IN (:...${param})`, { [param]: list.length ? list : [0] });
        break;
      }
      case 'bool':
        qb.andWhere(`${expr} = :${param}`, { [param]: toBool(name, value) });
        break;
      case 'date_gte':
        qb.andWhere(`${expr} >= :${param}`, { [param]: toDate(name, value, false) });
        break;
      case 'date_lte': {
        const dateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
        qb.andWhere(`${expr} ${dateOnly ? '<' : '<='} :${param}`, { [param]: toDate(name, value, true) });
        break;
      }
    }
  }
  return qb;
}

/** Filters, counts, sorts and pages: `[rows, total]` for `sendList`. */
export async function listPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
): Promise<[T[], number]> {
  applyFilters(qb, query, spec);
  const total = await qb.getCount();
  qb.orderBy(spec.sorts[query.sortField] ?? spec.defaultSort, query.sortOrder, query.sortOrder === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
    .addOrderBy(spec.idColumn, query.sortOrder)
    .offset(query.start)
    .limit(query.end - query.start + 1);
  return [await qb.getMany(), total];
}
