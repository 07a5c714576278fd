import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Equivalences, TRANSLITERATIONS, type SynonymDto, type SynonymInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors.js';
import { escapeLike } from '../../common/rest-list.js';
import type { ListQuery } from '../../common/list-query.js';
import { DomainEvents } from '../../events/domain-events.js';
import { CatalogEvents } from '../catalog-events.js';
import { updateReturning } from '../../database/sql-rows.js';

const COLUMNS = `id, terms, "createdAt", "updatedAt"`;
const SORTS = new Map([
  ['id', 'id'],
  ['createdAt', '"createdAt"'],
  ['updatedAt', '"updatedAt"'],
  ['terms', 'terms'],
]);

type Row = { id: number; terms: string[]; createdAt: Date; updatedAt: Date };
const toDto = (r: Row): SynonymDto => ({
  id: r.id,
  terms: r.terms,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The word groups a query expands through: @ward/shared's transliteration table and the synonyms
 * the admin manages (table `search_synonyms`, back office → Search synonyms), held in memory on
 * every instance. A change is read again at once on the instance that made it and on the others
 * through the `synonyms.changed` event; cached answers are dropped everywhere.
 */
@Injectable()
export class Synonyms implements OnApplicationBootstrap {
  private readonly logger = new Logger('Synonyms');
  private current = new Equivalences(TRANSLITERATIONS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly domainEvents: DomainEvents,
    private readonly events: CatalogEvents,
  ) {
    domainEvents.everywhere('synonyms.changed', () => void this.reload().catch((error: Error) => this.logger.warn(`cannot read synonyms: ${error.message}`)));
  }

  onApplicationBootstrap(): Promise<void> {
    return this.reload();
  }

  get equivalences(): Equivalences {
    return this.current;
  }

  async list(query: ListQuery): Promise<[SynonymDto[], number]> {
    const params: unknown[] = [];
    let where = 'true';
    if (typeof query.filter.q === 'string' && query.filter.q.trim())
      where = `array_to_string(terms, ' ') ILIKE $${params.push(`%${escapeLike(query.filter.q.trim())}%`)}`;
    const sort = SORTS.get(query.sortField) ?? 'id';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<Row[]>(
        `SELECT ${COLUMNS} FROM search_synonyms WHERE ${where} ORDER BY ${sort} ${query.sortOrder}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.end - query.start + 1, query.start],
      ),
      this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM search_synonyms WHERE ${where}`, params),
    ]);
    return [rows.map(toDto), total];
  }

  async get(id: number): Promise<SynonymDto> {
    const [row] = await this.db.query<Row[]>(`SELECT ${COLUMNS} FROM search_synonyms WHERE id = $1`, [id]);
    if (!row) throw new NotFoundError('error.notFound');
    return toDto(row);
  }

  async create(input: SynonymInput): Promise<SynonymDto> {
    const [row] = await this.db.query<Row[]>(`INSERT INTO search_synonyms (terms) VALUES ($1) RETURNING ${COLUMNS}`, [unique(input.terms)]);
    await this.changed();
    return toDto(row);
  }

  async update(id: number, input: SynonymInput): Promise<SynonymDto> {
    // an UPDATE … RETURNING through TypeORM answers [rows, count]
    const [row] = await updateReturning<Row>(
      this.db,
      `UPDATE search_synonyms SET terms = $2, "updatedAt" = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, unique(input.terms)],
    );
    if (!row) throw new NotFoundError('error.notFound');
    await this.changed();
    return toDto(row);
  }

  async remove(id: number): Promise<SynonymDto> {
    const existing = await this.get(id);
    await this.db.query(`DELETE FROM search_synonyms WHERE id = $1`, [id]);
    await this.changed();
    return existing;
  }

  /** This instance reads the groups again now; the others on notice; every cached answer goes. */
  private async changed(): Promise<void> {
    await this.reload();
    await this.domainEvents.publish('synonyms.changed', {});
    await this.events.changed();
  }

  private async reload(): Promise<void> {
    const rows = await this.db.query<Array<{ terms: string[] }>>(`SELECT terms FROM search_synonyms ORDER BY id`);
    this.current = new Equivalences([...TRANSLITERATIONS, ...rows.map((r) => r.terms)]);
  }
}

const unique = (terms: string[]) => [...new Set(terms.map((t) => t.trim()))];
