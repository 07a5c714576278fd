import { isDateOnly, riyadhDayBound } from '@ward/shared';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { BadInputError } from './domain-errors.js';
import { idsFilter, idValue, MAX_INT4, type ListQuery } from './list-query.js';

/**
 * The one way to answer a react-admin list: a declarative spec says which sort fields, filters
 * and search a resource has, and `listPage` turns a `ListQuery` into SQL over a query builder.
 * Every name the client sends is looked up in a `Map` built from the spec's own properties, so
 * `__proto__`, `constructor` or `toString` name nothing here and never reach the ORM.
 */
export type FilterKind = 'eq' | 'id' | 'int' | 'bool' | 'number_gte' | 'number_lte' | 'date_gte' | 'date_lte';

/** A filter the simple kinds cannot express: adds its own condition for the value the client sent. */
export type CustomFilter = (where: WhereExpressionBuilder, value: unknown, name: string) => void;
export type FilterRule = readonly [expression: string, kind: FilterKind] | CustomFilter;

/** SQL expressions matched with ILIKE by `filter.q`, or a function that applies its own search. */
export type SearchRule = readonly string[] | ((qb: SelectQueryBuilder<ObjectLiteral>, q: string) => void);

/** Counts the rows a filtered list matches (replaceable per list, e.g. by an estimate on huge tables). */
export type CountRows = (qb: SelectQueryBuilder<ObjectLiteral>) => Promise<number>;

export interface ListSpecInput {
  /** react-admin field → SQL expression; any other field sorts by `defaultSort` */
  sorts: Record<string, string>;
  defaultSort: string;
  /** the primary key expression, used for `filter.id` and as the tie-breaker */
  idColumn: string;
  search?: SearchRule;
  /** filter name → rule; `eq`, `id` and `int` accept one value or an array */
  filters?: Record<string, FilterRule>;
  count?: CountRows;
}

export interface ListSpec {
  readonly sorts: ReadonlyMap<string, string>;
  readonly defaultSort: string;
  readonly idColumn: string;
  readonly search?: SearchRule;
  readonly filters: ReadonlyMap<string, FilterRule>;
  readonly count: CountRows;
}

/** The default count: COUNT over the filtered query. */
export const countRows: CountRows = (qb) => qb.getCount();

/** A list's spec with its names in Maps (own entries only). */
export function listSpec(input: ListSpecInput): ListSpec {
  return Object.freeze({
    sorts: new Map(Object.entries(input.sorts)),
    defaultSort: input.defaultSort,
    idColumn: input.idColumn,
    search: input.search,
    filters: new Map(Object.entries(input.filters ?? {})),
    count: input.count ?? countRows,
  });
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toBool(name: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadInputError('validation.invalid', { [name]: 'validation.invalid' });
}

function toNumber(name: string, value: unknown): number {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new BadInputError('validation.number', { [name]: 'validation.number' });
  return n;
}

/** A date filter bound; a date (no time) is a whole Riyadh day, like every date the shop shows. */
function toDate(name: string, value: unknown, endOfDay: boolean): Date {
  const date = typeof value === 'string' ? riyadhDayBound(value, false) : typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new BadInputError('validation.date', { [name]: 'validation.date' });
  // "until 2026-01-31" includes that whole day: before the next day starts
  if (endOfDay && typeof value === 'string' && isDateOnly(value.trim())) date.setTime(date.getTime() + 86_400_000);
  return date;
}

function applyRule(qb: WhereExpressionBuilder, name: string, rule: FilterRule, value: unknown): void {
  if (typeof rule === 'function') return rule(qb, value, name);
  const [expr, kind] = rule;
  const param = `f_${name.replace(/\W/g, '_')}`;
  switch (kind) {
    case 'eq': {
      const list = (Array.isArray(value) ? value : [value]).map(String);
      qb.andWhere(`${expr} IN (:...${param})`, { [param]: list.length ? list : [''] });
      return;
    }
    case 'id': {
      // like getMany's ids: anything that cannot be a row id matches nothing
      const list = (Array.isArray(value) ? value : [value]).map(idValue);
      qb.andWhere(`${expr} IN (:...${param})`, { [param]: list.length ? list : [0] });
      return;
    }
    case 'int': {
      const list = (Array.isArray(value) ? value : [value]).map(Number);
      if (list.some((n) => !Number.isInteger(n) || Math.abs(n) > MAX_INT4))
        throw new BadInputError('validation.integer', { [name]: 'validation.integer' });
      qb.andWhere(`${expr} IN (:...${param})`, { [param]: list.length ? list : [0] });
      return;
    }
    case 'bool':
      qb.andWhere(`${expr} = :${param}`, { [param]: toBool(name, value) });
      return;
    case 'number_gte':
      qb.andWhere(`${expr} >= :${param}`, { [param]: toNumber(name, value) });
      return;
    case 'number_lte':
      qb.andWhere(`${expr} <= :${param}`, { [param]: toNumber(name, value) });
      return;
    case 'date_gte':
      qb.andWhere(`${expr} >= :${param}`, { [param]: toDate(name, value, false) });
      return;
    case 'date_lte': {
      const wholeDay = typeof value === 'string' && isDateOnly(value.trim());
      qb.andWhere(`${expr} ${wholeDay ? '<' : '<='} :${param}`, { [param]: toDate(name, value, true) });
      return;
    }
  }
}

/** Applies `filter` (ids, search, the spec's filters; not paging) to `qb`. Unknown filter names are ignored. */
export function applyFilters<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const ids = idsFilter(query.filter);
  if (ids) qb.andWhere(`${spec.idColumn} IN (:...f_ids)`, { f_ids: ids.length ? ids : [0] });
  const q = Object.hasOwn(query.filter, 'q') ? query.filter.q : undefined;
  if (typeof q === 'string' && q.trim() && spec.search) {
    const search = spec.search;
    if (typeof search === 'function') search(qb, q.trim());
    else if (search.length)
      qb.andWhere(new Brackets((w) => search.forEach((expr, i) => (i ? w.orWhere(`${expr} ILIKE :f_q`) : w.where(`${expr} ILIKE :f_q`)))), {
        f_q: `%${escapeLike(q.trim())}%`,
      });
  }
  for (const [name, value] of Object.entries(query.filter)) {
    const rule = spec.filters.get(name);
    if (!rule || value === undefined || value === null || value === '') continue;
    applyRule(qb, name, rule, value);
  }
  return qb;
}

/** Sorts by an allowed field (or the default) with the id as tie-breaker, and pages. */
export function orderPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const column = spec.sorts.get(query.sortField) ?? spec.defaultSort;
  // PostgreSQL's own NULL placement (last ascending, first descending): a plain btree index then
  // serves a sort in both directions; NULLS FIRST/LAST against it made every big list sort all its rows
  return qb
    .orderBy(column, query.sortOrder)
    .addOrderBy(spec.idColumn, query.sortOrder)
    .offset(query.start)
    .limit(query.end - query.start + 1);
}

/** Filters, counts, sorts and pages: `[rows, total]` for `sendList`. `rows` reads the page (entities by default). */
export async function listPage<T extends ObjectLiteral, R = T>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec,
  rows: (page: SelectQueryBuilder<T>) => Promise<R[]> = (page) => page.getMany() as unknown as Promise<R[]>,
): Promise<[R[], number]> {
  applyFilters(qb, query, spec);
  const counting = spec.count(qb.clone());
  const [items, total] = await Promise.all([rows(orderPage(qb, query, spec)), counting]);
  return [items, total];
}
