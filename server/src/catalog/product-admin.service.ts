import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  searchKey,
  type BulkProductEdit,
  type BulkProductEditResult,
  type Language,
  type ProductDto,
  type ProductInput,
} from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { estimatedCount } from '../common/estimated-count.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec, type CustomFilter } from '../common/rest-list.js';
import { applyBulkEdit } from './bulk/product-bulk-edit.js';
import { CatalogEvents } from './catalog-events.js';
import { productCsvStream } from './csv/product-csv-export.js';
import { Category } from './category.entity.js';
import { Product } from './product.entity.js';
import { readProducts } from './product-reads.js';
import { applyAdminSearch, ProductsService } from './products.service.js';
import { optionValueNames } from './search/search-document.js';
import { SearchIndex } from './search/search-index.js';
import { productStockTotal, SELLABLE_STOCK } from './variants/variant-sql.js';
import { sqlRows } from '../database/sql-rows.js';
import { writeSample } from './variants/sample-writer.js';
import { defaultSku, onTopLevelComponents, stockToWrite, variantsOf, writeVariants, type HeldBySet } from './variants/variant-writer.js';
import { Inventory } from '../inventory/inventory.service.js';
import type { StockEntry } from '../inventory/stock-writes.js';

const ADMIN_LIST = listSpec({
  count: estimatedCount(),
  idColumn: 'p.id',
  defaultSort: 'p.id',
  sorts: {
    id: 'p.id',
    price: 'p.price',
    finalPrice: 'p."finalPrice"',
    stock: productStockTotal('p'),
    weight: 'p.weight',
    createdAt: 'p."createdAt"',
    isFeatured: 'p."isFeatured"',
    isDiscounted: 'p."isDiscounted"',
    'name.en': 'lower(p."nameEn")',
    'name.ar': 'p."nameAr"',
    name: 'lower(p."nameEn")',
    categoryId: 'p."categoryId"',
    ratingAverage: 'p."ratingAverage"',
  },
  search: (qb, q) => applyAdminSearch(qb as never, q),
  filters: {
    categoryId: ['p."categoryId"', 'id'],
    isFeatured: ['p."isFeatured"', 'bool'],
    isDiscounted: ['p."isDiscounted"', 'bool'],
    // products still without an SFDA notification number (issue 33 §5)
    withoutSfda: ['(p."sfdaNumber" IS NULL)', 'bool'],
    // a product with any variant at or below (above) the figure
    stock_lte: stockFilter('<='),
    stock_gte: stockFilter('>='),
  },
});

function stockFilter(op: '<=' | '>='): CustomFilter {
  return (where, value, name) => {
    const n = Number(value);
    if (typeof value === 'boolean' || !Number.isFinite(n)) throw new BadInputError('validation.number', { [name]: 'validation.number' });
    where.andWhere(
      `EXISTS (SELECT 1 FROM ${SELLABLE_STOCK} fv WHERE fv."productId" = p.id AND NOT fv."isSample" AND fv.stock ${op} :${name})`,
      {
        [name]: n,
      },
    );
  };
}

/** The back office's search keys: names, variants' SKUs and option values (the shop's words: SearchIndex). */
function searchColumns(input: ProductInput, skus: string[]): Pick<Product, 'searchName' | 'searchText'> {
  const values = optionValueNames(input.options).flatMap((name) => [name.ar, name.en]);
  return {
    searchName: searchKey([input.name.ar, input.name.en, ...skus, ...values].join(' ')),
    searchText: searchKey(`${input.description.ar} ${input.description.en}`),
  };
}

/** The back office's products: list, create, update (with options and variants), delete. */
@Injectable()
export class ProductAdmin {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly reads: ProductsService,
    private readonly events: CatalogEvents,
    private readonly search: SearchIndex,
    private readonly inventory: Inventory,
  ) {}

  async list(query: ListQuery): Promise<[ProductDto[], number]> {
    const qb = this.products.createQueryBuilder('p');
    return listPage(qb, query, ADMIN_LIST, readProducts);
  }

  /** The list's products (with its filters) as a CSV stream, one row per variant (csv/product-csv-export.ts). */
  csv(query: ListQuery): Readable {
    return productCsvStream(this.products, query, ADMIN_LIST);
  }

  get(id: number): Promise<ProductDto> {
    return this.reads.get(id, { admin: true });
  }

  async create(input: ProductInput, lang: Language = 'ar', adminId: number | null = null): Promise<ProductDto> {
    const category = await this.assertCategory(input.categoryId);
    const stock: StockEntry = { reason: 'admin_edit', actorId: adminId };
    const id = await this.products.manager.transaction(async (m) => {
      const created = await this.write(m, null, input, category, lang, stock);
      await this.events.changed([created], m);
      return created;
    });
    return this.get(id);
  }

  async update(id: number, input: ProductInput, lang: Language = 'ar', adminId: number | null = null): Promise<ProductDto> {
    const category = await this.assertCategory(input.categoryId);
    const stock: StockEntry = { reason: 'admin_edit', actorId: adminId };
    await this.products.manager.transaction(async (m) => {
      await this.write(m, id, input, category, lang, stock);
      // its price or images may have changed (its stock: announced by the inventory)
      await this.events.changed([id], m);
    });
    return this.get(id);
  }

  /**
   * Creates (id null) or replaces a product with its variants in the caller's transaction, search
   * keys and index included; answers its id. Its stock is written by the inventory, recorded as
   * `stock` says (an admin's edit, a CSV import). The caller fires the catalogue events after commit.
   */
  async write(
    m: EntityManager,
    id: number | null,
    input: ProductInput,
    category: Category,
    lang: Language,
    stock: StockEntry,
  ): Promise<number> {
    if (id === null) {
      const saved = await m.getRepository(Product).save(m.getRepository(Product).create(this.productColumns(input)));
      await this.saveVariants(m, saved.id, input, category, [], lang, stock);
      return saved.id;
    }
    const [found] = await sqlRows<{ id: number }>(m, `SELECT id FROM products WHERE id = $1 FOR UPDATE`, [id]);
    if (!found) throw new NotFoundError('product.notFound');
    const existing = await sqlRows<{ id: number; sku: string }>(
      m,
      `SELECT id, sku FROM product_variants WHERE "productId" = $1 AND NOT "isSample" ORDER BY position, id`,
      [id],
    );
    await m.getRepository(Product).update(id, this.productColumns(input));
    await this.saveVariants(m, id, input, category, existing, lang, stock);
    return id;
  }

  /** One bulk edit of selected products (bulk/product-bulk-edit.ts), all or nothing; caches told once (stock: by the inventory). */
  async bulkEdit(edit: BulkProductEdit, adminId: number | null = null): Promise<BulkProductEditResult> {
    return this.products.manager.transaction(async (m) => {
      const result = await applyBulkEdit(m, edit, (levels) => this.inventory.set(m, levels, { reason: 'bulk_edit', actorId: adminId }));
      await this.events.changed([...new Set(edit.ids)], m);
      return result;
    });
  }

  /** Refused (409, naming the set) while another product's gift set holds one of its variants. */
  async remove(id: number, lang: Language = 'ar'): Promise<ProductDto> {
    const existing = await this.get(id);
    const [held] = await sqlRows<HeldBySet>(
      this.products,
      `SELECT c.sku, sp."nameAr", sp."nameEn" FROM variant_components k
         JOIN product_variants c ON c.id = k."componentId" JOIN product_variants s ON s.id = k."setId" JOIN products sp ON sp.id = s."productId"
       WHERE c."productId" = $1 AND s."productId" <> $1 LIMIT 1`,
      [id],
    );
    if (held) throw new ConflictError('variant.usedInSet', { sku: held.sku, set: lang === 'en' ? held.nameEn : held.nameAr });
    await this.products.manager.transaction(async (m) => {
      await m.delete(Product, id);
      await this.events.changed([id], m);
    });
    return existing;
  }

  private async saveVariants(
    m: EntityManager,
    id: number,
    input: ProductInput,
    category: Category,
    existing: Array<{ id: number; sku: string }>,
    lang: Language,
    stock: StockEntry,
  ) {
    const fallbackSku = !input.variants && !existing.length ? await freeSku(m, id) : '';
    const variants = variantsOf(input, existing, fallbackSku);
    const ids = await writeVariants(m, id, input.options, variants, lang).catch((error: unknown) => {
      throw onTopLevelComponents(error, input);
    });
    const sampleId = await writeSample(m, id, input.sample);
    const levels = ids.map((variantId, i) => ({ variantId, stock: stockToWrite(variants[i]) }));
    await this.inventory.set(m, levels, stock);
    if (sampleId !== null && input.sample)
      await this.inventory.set(
        m,
        [{ variantId: sampleId, stock: input.sample.stock }],
        stock.reason === 'admin_edit' ? { ...stock, reason: 'sample' } : stock,
      );
    const skus = variants.map((v) => v.sku);
    await m.getRepository(Product).update(id, searchColumns(input, skus));
    await this.search.write(m, id, {
      name: input.name,
      description: input.description,
      categoryName: category.name,
      optionValues: optionValueNames(input.options),
      skus,
    });
  }

  private async assertCategory(categoryId: number): Promise<Category> {
    const category = await this.categories.findOne({ where: { id: categoryId } });
    if (!category) throw new BadInputError('error.validation', { categoryId: 'validation.categoryRequired' });
    return category;
  }

  /** The product's own columns; price, discount and weight follow from its variants (variant-writer.ts). */
  private productColumns(input: ProductInput): Partial<Product> {
    return {
      name: input.name,
      description: input.description,
      categoryId: input.categoryId,
      images: input.images,
      isFeatured: input.isFeatured,
      // placeholders until the variants are written in the same transaction
      price: input.price ?? input.variants?.[0]?.price ?? 0.01,
      finalPrice: 0,
      options: input.options,
      // left out: kept as it is
      ...(input.sfdaNumber === undefined ? {} : { sfdaNumber: input.sfdaNumber }),
    };
  }
}

/** `WRD-00042`, or with a suffix when an admin already gave that SKU to another variant. */
async function freeSku(m: EntityManager, productId: number): Promise<string> {
  const sku = defaultSku(productId);
  const [taken] = await sqlRows<{ one: number }>(
    m,
    `SELECT 1 AS one FROM product_variants WHERE lower(sku) = lower($1) AND ("productId" <> $2 OR "isSample")`,
    [sku, productId],
  );
  return taken ? `${sku}-${Date.now().toString(36).toUpperCase()}` : sku;
}
