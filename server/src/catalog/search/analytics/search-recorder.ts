import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalizeSearchText, searchWords } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { MicroCache } from '../../../common/micro-cache.js';

/** Figures are gathered in memory and written this often (one statement per table per instance). */
const FLUSH_MS = 10_000;
/** Days of figures kept. */
const KEEP_DAYS = 400;
const TODAY = `(now() AT TIME ZONE 'Asia/Riyadh')::date`;
/** Queries whose latest result count is remembered for searches the micro-cache answers. */
const MAX_REMEMBERED = 10_000;

/**
 * A query as the figures keep it: its words as written, lowercase, without tashkeel or
 * punctuation; null for what may identify a person (an email address, a phone or card number).
 */
export function recordedQuery(raw: string): string | null {
  const normal = normalizeSearchText(raw);
  if (normal.includes('@') || /\d[\d\s-]{5,}\d/.test(normal)) return null;
  const text = searchWords(raw, { keepStopWords: true, minLetters: 1, max: 8 })
    .map((w) => w.surface.toLowerCase())
    .join(' ');
  return text ? text.slice(0, 100) : null;
}

/** The recorded query of a listing URL's first search page, or null. */
function firstPageQuery(url: string): string | null {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const raw = params.get('search');
  const page = params.get('page');
  return raw && (page === null || page === '1') ? recordedQuery(raw) : null;
}

interface QueryFigures {
  searches: number;
  zeroResults: number;
  results: number;
  clicks: number;
}

/**
 * Counts searches (their first page), searches that found nothing, and clicks that followed,
 * per query and day, without anything about the shopper. Nothing waits for it: figures gather
 * in memory and go to PostgreSQL every 10 s (and when the server stops), added to what other
 * instances wrote.
 */
@Injectable()
export class SearchRecorder implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SearchRecorder');
  private queries = new Map<string, QueryFigures>();
  private clicks = new Map<string, { query: string; productId: number; clicks: number }>();
  private timer: NodeJS.Timeout | null = null;
  private lastCleanup = 0;
  /** query → results of its latest search on this instance */
  private readonly latestResults = new Map<string, number>();
  /** cached URL → the recorded query of its first page (null: not a first page, or nothing to record) */
  private readonly firstPageQueries = new Map<string, string | null>();

  private writing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: MicroCache,
  ) {}

  onModuleInit(): void {
    this.cache.onAnswered((url) => this.cachedRead(url));
    this.timer = setInterval(
      () => void this.flush().catch((e: Error) => this.logger.warn(`search figures not written: ${e.message}`)),
      FLUSH_MS,
    );
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  search(raw: string, results: number): void {
    const query = recordedQuery(raw);
    if (!query) return;
    this.count(query, results);
    if (this.latestResults.size >= MAX_REMEMBERED) this.latestResults.clear();
    this.latestResults.set(query, results);
  }

  private count(query: string, results: number): void {
    const figures = this.figures(query);
    figures.searches++;
    if (results === 0) figures.zeroResults++;
    figures.results = results;
  }

  /**
   * A search the micro-cache answered (the listing never ran) is a search too: the most popular
   * queries are the most often cached. Counted with the results its latest reading found.
   */
  private cachedRead(url: string): void {
    // every cached read passes here: most are not searches, and parsing their query costs more than the answer
    if (!url.startsWith('/api/products?') || !url.includes('search=')) return;
    // a cached URL is read again and again: its query is worked out once (stemming costs more than the answer)
    let query = this.firstPageQueries.get(url);
    if (query === undefined) {
      query = firstPageQuery(url);
      if (this.firstPageQueries.size >= MAX_REMEMBERED) this.firstPageQueries.clear();
      this.firstPageQueries.set(url, query);
    }
    const results = query === null ? undefined : this.latestResults.get(query);
    if (query !== null && results !== undefined) this.count(query, results);
  }

  click(raw: string, productId: number): void {
    const query = recordedQuery(raw);
    if (!query) return;
    this.figures(query).clicks++;
    const key = `${query}\u0000${productId}`;
    const entry = this.clicks.get(key) ?? { query, productId, clicks: 0 };
    entry.clicks++;
    this.clicks.set(key, entry);
  }

  /**
   * Writes what was gathered (tests call it instead of waiting for the timer). One write at a time:
   * shutting down waits for the timer's write in flight too, so none reaches a stopped database.
   */
  flush(): Promise<void> {
    this.writing = this.writing.catch(() => undefined).then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const queries = this.queries;
    const clicks = [...this.clicks.values()];
    this.queries = new Map();
    this.clicks = new Map();
    if (queries.size) {
      const rows = [...queries];
      await this.db.query(
        `INSERT INTO search_queries (day, query, searches, "zeroResults", results, clicks)
         SELECT ${TODAY}, * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[])
         ON CONFLICT (day, query) DO UPDATE SET searches = search_queries.searches + EXCLUDED.searches,
           "zeroResults" = search_queries."zeroResults" + EXCLUDED."zeroResults",
           results = CASE WHEN EXCLUDED.searches > 0 THEN EXCLUDED.results ELSE search_queries.results END,
           clicks = search_queries.clicks + EXCLUDED.clicks`,
        [rows.map(([q]) => q), ...(['searches', 'zeroResults', 'results', 'clicks'] as const).map((k) => rows.map(([, f]) => f[k]))],
      );
    }
    if (clicks.length) {
      await this.db.query(
        `INSERT INTO search_clicks (day, query, "productId", clicks)
         SELECT ${TODAY}, c.query, c.id, c.clicks FROM unnest($1::text[], $2::int[], $3::int[]) AS c(query, id, clicks)
         WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = c.id)
         ON CONFLICT (day, query, "productId") DO UPDATE SET clicks = search_clicks.clicks + EXCLUDED.clicks`,
        [clicks.map((c) => c.query), clicks.map((c) => c.productId), clicks.map((c) => c.clicks)],
      );
    }
    if (Date.now() - this.lastCleanup > 86_400_000) {
      this.lastCleanup = Date.now();
      await this.db.query(`DELETE FROM search_queries WHERE day < ${TODAY} - $1::int`, [KEEP_DAYS]);
      await this.db.query(`DELETE FROM search_clicks WHERE day < ${TODAY} - $1::int`, [KEEP_DAYS]);
    }
  }

  private figures(query: string): QueryFigures {
    let figures = this.queries.get(query);
    if (!figures) this.queries.set(query, (figures = { searches: 0, zeroResults: 0, results: 0, clicks: 0 }));
    return figures;
  }
}
