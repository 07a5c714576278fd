import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SearchQueryStatDto, SearchSummaryDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError } from '../../../common/domain-errors.js';
import { escapeLike, toBool } from '../../../common/rest-list.js';
import type { ListQuery } from '../../../common/list-query.js';

const SORTS = new Map([
  ['searches', 'searches'],
  ['zeroResults', '"zeroResults"'],
  ['results', 'results'],
  ['clicks', 'clicks'],
  ['clickThrough', '"clickThrough"'],
  ['lastSearched', '"lastSearched"'],
  ['query', 'query'],
  ['id', 'query'],
]);
export const PERIODS = [1, 7, 30, 90, 365] as const;

const period = (value: unknown): number => {
  const days = value === undefined ? 30 : Number(value);
  if (!(PERIODS as readonly number[]).includes(days)) throw new BadInputError('validation.oneOf', { days: 'validation.oneOf' });
  return days;
};

const SINCE = `(now() AT TIME ZONE 'Asia/Riyadh')::date - ($1::int - 1)`;

/** The back office's view of what people search for: per query over a period, and totals. */
@Injectable()
export class SearchFigures {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** react-admin list: filter `days` (1, 7, 30, 90, 365), `zero` (only queries that found nothing), `q`. */
  async list(query: ListQuery): Promise<[SearchQueryStatDto[], number]> {
    const params: unknown[] = [period(query.filter.days)];
    let having = '';
    if (query.filter.zero !== undefined && toBool('zero', query.filter.zero))
      having = `HAVING sum("zeroResults") > 0 AND max(results) FILTER (WHERE day = last_day) = 0`;
    let where = `day >= ${SINCE}`;
    if (typeof query.filter.q === 'string' && query.filter.q.trim())
      where += ` AND query ILIKE $${params.push(`%${escapeLike(query.filter.q.trim())}%`)}`;
    const grouped = `
      SELECT query AS id, query, sum(searches)::int AS searches, sum("zeroResults")::int AS "zeroResults",
        (array_agg(results ORDER BY day DESC))[1] AS results, sum(clicks)::int AS clicks,
        CASE WHEN sum(searches) > 0 THEN round(sum(clicks)::numeric / sum(searches), 3)::float8 ELSE 0 END AS "clickThrough",
        max(day)::text AS "lastSearched"
      FROM (SELECT *, max(day) OVER (PARTITION BY query) AS last_day FROM search_queries WHERE ${where}) s
      GROUP BY query ${having}`;
    const sort = SORTS.get(query.sortField) ?? 'searches';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<SearchQueryStatDto[]>(
        `SELECT * FROM (${grouped}) g ORDER BY ${sort} ${query.sortOrder}, query LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.end - query.start + 1, query.start],
      ),
      this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM (${grouped}) g`, params),
    ]);
    return [rows, total];
  }

  async summary(days: unknown): Promise<SearchSummaryDto> {
    const n = period(days);
    const [row] = await this.db.query<Array<Omit<SearchSummaryDto, 'days' | 'clickThrough'>>>(
      `SELECT coalesce(sum(searches), 0)::int AS searches, coalesce(sum("zeroResults"), 0)::int AS "zeroResultSearches",
         coalesce(sum(clicks), 0)::int AS clicks, count(DISTINCT query)::int AS queries
       FROM search_queries WHERE day >= ${SINCE}`,
      [n],
    );
    return { days: n, ...row, clickThrough: row.searches ? Math.round((row.clicks / row.searches) * 1000) / 1000 : 0 };
  }

  /** The products opened after searching `query` over the period, most clicked first. */
  async clickedProducts(
    query: string,
    days: unknown,
  ): Promise<Array<{ productId: number; name: { ar: string; en: string }; clicks: number }>> {
    const rows = await this.db.query<Array<{ productId: number; nameAr: string; nameEn: string; clicks: number }>>(
      `SELECT c."productId", p."nameAr", p."nameEn", sum(c.clicks)::int AS clicks FROM search_clicks c JOIN products p ON p.id = c."productId"
       WHERE c.query = $2 AND c.day >= ${SINCE} GROUP BY c."productId", p."nameAr", p."nameEn" ORDER BY clicks DESC LIMIT 20`,
      [period(days), query],
    );
    return rows.map((r) => ({ productId: r.productId, name: { ar: r.nameAr, en: r.nameEn }, clicks: r.clicks }));
  }
}
