import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { localizedLabel, optionLabels, searchKey, type Localized, type ProductOptionDto, type VariantOptions } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AdminController } from '../../access/decorators.js';
import { idsFilter, idValue, ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { sellableStock } from './variant-sql.js';

/** One row of the gift-set editor's variant picker. */
export interface VariantChoiceDto {
  id: number;
  sku: string;
  productId: number;
  name: Localized;
  /** option labels ("50 ml · EDP"); null for a product without options */
  label: Localized | null;
  stock: number;
  /** a gift set itself (it cannot go inside another set) */
  isSet: boolean;
}

interface Row {
  id: number;
  sku: string;
  productId: number;
  nameAr: string;
  nameEn: string;
  productOptions: ProductOptionDto[];
  options: VariantOptions;
  stock: number;
  isSet: boolean;
  total: number;
}

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every variant of the shop, searchable: what a gift set can be made of. */
@AdminController('variants')
export class AdminVariantsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({
    summary: 'Variants across products with their product name, option labels, SKU and stock (the gift-set picker; Content-Range)',
  })
  @ListQueryDocs('JSON: q (product names, SKUs, option values), id (array for getMany), excludeProductId, isSet (false: no gift sets)')
  @ApiOkResponse({ description: 'An array of { id, sku, productId, name, label, stock, isSet }' })
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<VariantChoiceDto[]> {
    const q = parseListQuery(query, ['name', 'ASC'], 100);
    const f = q.filter;
    const text = typeof f.q === 'string' && f.q.trim() ? `%${likeEscaped(searchKey(f.q))}%` : null;
    const rows: Row[] = await this.db.query(
      `SELECT v.id, v.sku, v."productId", p."nameAr", p."nameEn", p.options AS "productOptions", v.options,
              ${sellableStock('v')} AS stock, EXISTS (SELECT 1 FROM variant_components k WHERE k."setId" = v.id) AS "isSet",
              count(*) OVER ()::int AS total
         FROM product_variants v JOIN products p ON p.id = v."productId"
        WHERE ($1::int[] IS NULL OR v.id = ANY($1::int[]))
          AND ($2::text IS NULL OR p."searchName" LIKE $2 OR lower(v.sku) LIKE $2)
          AND ($3::int = 0 OR v."productId" <> $3)
          AND ($4::boolean IS NULL OR EXISTS (SELECT 1 FROM variant_components k WHERE k."setId" = v.id) = $4)
        ORDER BY lower(p."nameEn"), p.id, v.position, v.id OFFSET $5 LIMIT $6`,
      [
        idsFilter(f),
        text,
        Object.hasOwn(f, 'excludeProductId') ? idValue(f.excludeProductId) : 0,
        typeof f.isSet === 'boolean' ? f.isSet : null,
        q.start,
        q.end - q.start + 1,
      ],
    );
    const items = rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      productId: r.productId,
      name: { ar: r.nameAr, en: r.nameEn },
      label: localizedLabel(optionLabels(r.productOptions ?? [], r.options)),
      stock: r.stock,
      isSet: r.isSet,
    }));
    return sendList(reply, 'variants', q, items, rows[0]?.total ?? 0);
  }
}
