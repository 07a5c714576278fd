import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Language, ProductDto } from '@ward/shared';
import { In, type Repository } from 'typeorm';
import { DomainError } from '../../common/domain-errors.js';
import { sqlRows } from '../../database/sql-rows.js';
import { CatalogEvents } from '../catalog-events.js';
import { Category } from '../category.entity.js';
import { ProductAdmin } from '../product-admin.service.js';
import { Product } from '../product.entity.js';
import { readProducts } from '../product-reads.js';
import { CsvRowErrors } from './csv-row-errors.js';
import type { CellProblem } from './product-csv-input.js';
import { parseProductCsv, type CsvRow } from './product-csv-parse.js';
import { cellOf, planImport, type CatalogFacts, type ProductPlan } from './product-csv-plan.js';

/** What an import did. */
export interface CsvImportResult {
  products: { created: number; updated: number; unchanged: number };
  variants: { created: number; updated: number };
}

/** The counts of an import of `plans` (products the file left as they were count as unchanged). */
export function importResult(plans: ProductPlan[]): CsvImportResult {
  const changed = plans.filter((p) => p.changed);
  return {
    products: {
      created: changed.filter((p) => p.id === null).length,
      updated: changed.filter((p) => p.id !== null).length,
      unchanged: plans.length - changed.length,
    },
    variants: {
      created: changed.reduce((n, p) => n + p.variantsCreated, 0),
      updated: changed.reduce((n, p) => n + p.variantsUpdated, 0),
    },
  };
}

const READ_BATCH = 500;
const PROGRESS_EVERY = 50;

/**
 * The products CSV import (issue 14): every row is checked against the product form's own rules
 * and the catalogue before anything is written; one bad row refuses the whole file with every
 * problem named (row, column, reason). A good file is written in one transaction through
 * ProductAdmin.write (variants, search keys and index), products it leaves as they are skipped.
 * Big files are written by a job (product-import-jobs.ts).
 */
@Injectable()
export class ProductCsvImport {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly admin: ProductAdmin,
    private readonly events: CatalogEvents,
  ) {}

  /** The file's products, every row checked (throws CsvRowErrors naming each bad cell); nothing written. */
  async check(bytes: Buffer): Promise<ProductPlan[]> {
    const rows = parseProductCsv(bytes);
    const facts = await this.facts(rows, new Set((await this.categories.find({ select: { id: true } })).map((c) => c.id)));
    const { plans, problems, zodProblems } = planImport(rows, facts);
    if (problems.length || zodProblems.length) throw new CsvRowErrors(problems, zodProblems);
    return plans;
  }

  /**
   * Writes the changed products in one transaction (all or nothing), telling `progress` how many
   * are written now and then; the catalogue's events fire once, after commit. Stock changes are
   * recorded as the import of `by` (the admin; the import's id when a job writes it).
   */
  async write(
    changed: ProductPlan[],
    lang: Language,
    by: { adminId: number | null; importId?: number },
    progress: (done: number) => Promise<void> = async () => {},
  ): Promise<void> {
    const stock = { reason: 'csv_import', actorId: by.adminId, reference: by.importId === undefined ? null : String(by.importId) } as const;
    const categories = new Map((await this.categories.find()).map((c) => [c.id, c]));
    await this.products.manager.transaction(async (m) => {
      const written: number[] = [];
      for (const plan of changed) {
        try {
          written.push(await this.admin.write(m, plan.id, plan.input, categories.get(plan.input.categoryId)!, lang, stock));
        } catch (error) {
          if (error instanceof DomainError) throw new CsvRowErrors(problemsOf(plan, error), []);
          throw error;
        }
        if (written.length % PROGRESS_EVERY === 0) await progress(written.length);
      }
      // their stock was announced by the inventory that wrote it
      if (written.length) await this.events.changed(written, m);
    });
  }

  /** The products the file names (by id or by one of their SKUs), read whole, and who owns each SKU. */
  private async facts(rows: CsvRow[], categories: Set<number>): Promise<CatalogFacts> {
    const skus = [...new Set(rows.map((r) => r.cells.sku.toLowerCase()).filter(Boolean))];
    const owners = await sqlRows<{ sku: string; productId: number }>(
      this.products,
      `SELECT lower(sku) AS sku, "productId" FROM product_variants WHERE lower(sku) = ANY($1::text[])`,
      [skus],
    );
    const named = rows.map((r) => r.cells.product_id).filter((k) => /^\d{1,9}$/.test(k));
    const ids = [...new Set([...named.map(Number), ...owners.map((o) => o.productId)])];
    const products = new Map<number, ProductDto>();
    for (let i = 0; i < ids.length; i += READ_BATCH) {
      const qb = this.products.createQueryBuilder('p');
      qb.where({ id: In(ids.slice(i, i + READ_BATCH)) });
      for (const p of await readProducts(qb)) products.set(p.id, p);
    }
    return { products, skuOwners: new Map(owners.map((o) => [o.sku, o.productId])), categories };
  }
}

/** A refusal met while writing (a SKU taken meanwhile, a set's component gone) as the rows' problems. */
function problemsOf(plan: ProductPlan, error: DomainError): CellProblem[] {
  const fields = Object.entries(error.fields);
  if (!fields.length) return [{ row: plan.firstRow, column: 'sku', key: error.messageKey, params: error.params }];
  return fields.map(([path, key]) => ({
    ...cellOf(
      path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      plan.variantRows,
      plan.firstRow,
    ),
    key,
    params: error.params,
  }));
}
