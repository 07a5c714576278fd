import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors.js';
import { sqlRows } from '../../database/sql-rows.js';
import { JobQueue, type JobContext, type JobKind } from '../../jobs/job-queue.js';
import { CsvRowErrors } from './csv-row-errors.js';
import type { CellProblem } from './product-csv-input.js';
import { importResult, ProductCsvImport, type CsvImportResult } from './product-csv-import.service.js';
import type { ProductPlan } from './product-csv-plan.js';

const IMPORT_JOB: JobKind = { name: 'products-csv-import', attempts: 2, firstDelaySeconds: 10, maxDelaySeconds: 60, timeoutSeconds: 3600 };

/**
 * Files that change more products than this are written by a job (a product takes a few
 * milliseconds to write with its variants and search index; 10,000 take minutes): the request
 * answers 202 with the import's id, the back office follows its progress.
 */
export const INLINE_WRITE_MAX = 100;

export interface ImportStatus {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  result: CsvImportResult | null;
  /** `row.<n>.<column>` → the reason, when the write met a problem (nothing was imported) */
  errors: Record<string, string> | null;
}

export type ImportAnswer = CsvImportResult | { importId: number; status: 'queued'; total: number };

/** The products CSV import: checked in the request, written there or by a job with progress. */
@Injectable()
export class ProductImports implements OnModuleInit {
  constructor(
    private readonly importer: ProductCsvImport,
    private readonly queue: JobQueue,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work<{ importId: number }>(IMPORT_JOB, (data, job) => this.runJob(data.importId, job));
  }

  async start(bytes: Buffer, lang: Language, userId: number): Promise<ImportAnswer> {
    const plans = await this.importer.check(bytes);
    const changed = plans.filter((p) => p.changed);
    const result = importResult(plans);
    if (changed.length <= INLINE_WRITE_MAX) {
      await this.importer.write(changed, lang, { adminId: userId });
      return result;
    }
    const importId = await this.db.transaction(async (m) => {
      const [row] = await sqlRows<{ id: number }>(
        m,
        `INSERT INTO product_imports ("createdBy", language, total, plans, result) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, lang, changed.length, JSON.stringify(changed), JSON.stringify(result)],
      );
      await this.queue.send(IMPORT_JOB.name, { importId: row.id }, { manager: m });
      return row.id;
    });
    return { importId, status: 'queued', total: changed.length };
  }

  async status(id: number, lang: Language): Promise<ImportStatus> {
    const [row] = await sqlRows<Omit<ImportStatus, 'errors'> & { problems: CellProblem[] | null }>(
      this.db,
      `SELECT id, status, total, done, CASE WHEN status = 'done' THEN result END AS result, problems FROM product_imports WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError();
    const { problems, ...state } = row;
    const errors = problems ? new CsvRowErrors(problems, []).fieldMessages(lang) : null;
    return { ...state, errors: errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]])) };
  }

  private async runJob(importId: number, job: JobContext): Promise<void> {
    const [row] = await sqlRows<{ language: Language; plans: ProductPlan[]; createdBy: number | null }>(
      this.db,
      // (a CTE: TypeORM answers an UPDATE's rows with its count beside them)
      `WITH claimed AS (UPDATE product_imports SET status = 'running', done = 0 WHERE id = $1 AND status IN ('queued', 'running')
         RETURNING language, plans, "createdBy")
       SELECT * FROM claimed`,
      [importId],
    );
    if (!row) return;
    const progress = async (done: number) =>
      void (await this.db.query(`UPDATE product_imports SET done = $2 WHERE id = $1`, [importId, done]));
    try {
      await this.importer.write(row.plans, row.language, { adminId: row.createdBy, importId }, progress);
      await this.finish(importId, 'done', null);
    } catch (error) {
      if (error instanceof CsvRowErrors) return this.finish(importId, 'failed', error.problems);
      if (job.isLastAttempt) await this.finish(importId, 'failed', [{ row: 1, column: 'file', key: 'error.internal' }]);
      throw error;
    }
  }

  private async finish(importId: number, status: 'done' | 'failed', problems: CellProblem[] | null): Promise<void> {
    await this.db.query(
      `UPDATE product_imports SET status = $2, problems = $3, plans = NULL, "finishedAt" = now(),
         done = CASE WHEN $2 = 'done' THEN total ELSE done END WHERE id = $1`,
      [importId, status, problems && JSON.stringify(problems)],
    );
  }
}
