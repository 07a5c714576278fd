import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { StockMovementDto } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { AdminController } from '../access/decorators.js';
import { estimatedCount, sendEstimatedList } from '../common/estimated-count.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { StockMovement } from './stock-movement.entity.js';

const LIST = listSpec({
  idColumn: 's.id',
  defaultSort: 's.id',
  sorts: { id: 's.id', createdAt: 's.id', delta: 's.delta', reason: 's.reason' },
  search: ['v.sku'],
  count: estimatedCount(),
  filters: {
    variantId: ['s."variantId"', 'id'],
    productId: ['v."productId"', 'id'],
    orderId: ['s."orderId"', 'id'],
    reason: ['s.reason', 'eq'],
    createdAt_gte: ['s."createdAt"', 'date_gte'],
    createdAt_lte: ['s."createdAt"', 'date_lte'],
  },
});

/** A row as PostgreSQL answers it: a bigint id as text, the time as a Date. */
type MovementRow = Omit<StockMovementDto, 'id' | 'createdAt'> & { id: string; createdAt: Date };

const toDto = (r: MovementRow): StockMovementDto => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() });

/** A variant's stock history (the ledger the inventory writes), read-only. */
@AdminController('stock-movements')
export class AdminStockMovementsController {
  constructor(@InjectRepository(StockMovement) private readonly movements: Repository<StockMovement>) {}

  @Get()
  @ApiOperation({
    summary: 'Stock movements, newest first (Content-Range)',
    description:
      'Every change of a variant’s stock: `delta` (units added or taken), `stockAfter`, `reason` (opening, placement, gift_set, release, ' +
      'refund_restock, return_restock, bulk_edit, csv_import, admin_edit, sample), the order (`orderId`, `orderNumber`) or other `reference`, who (`actorName`; null: the shop itself) and when.',
  })
  @ListQueryDocs('q (SKU), productId, variantId, orderId, reason, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const qb = this.movements
      .createQueryBuilder('s')
      .innerJoin('product_variants', 'v', 'v.id = s."variantId"')
      .leftJoin('orders', 'o', 'o.id = s."orderId"')
      .leftJoin('users', 'u', 'u.id = s."actorId"')
      .select([
        's.id AS id',
        's."variantId" AS "variantId"',
        'v."productId" AS "productId"',
        'v.sku AS sku',
        's.delta AS delta',
        // what the variant has now, less what moved since (a page of recent movements sums few rows)
        `(v.stock - (SELECT coalesce(sum(x.delta), 0) FROM stock_movements x WHERE x."variantId" = s."variantId" AND x.id > s.id))::int AS "stockAfter"`,
        's.reason AS reason',
        's."orderId" AS "orderId"',
        'o."orderNumber" AS "orderNumber"',
        's.reference AS reference',
        's."actorId" AS "actorId"',
        'u.name AS "actorName"',
        's."createdAt" AS "createdAt"',
      ]);
    const [rows, total] = await listPage(qb, q, LIST, (page) => page.getRawMany<MovementRow>());
    return sendEstimatedList(reply, 'stock-movements', q, rows.map(toDto), total);
  }
}
