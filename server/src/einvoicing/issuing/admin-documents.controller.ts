import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { ZATCA_UNREPORTED_ALERT_HOURS } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AdminController } from '../../access/decorators.js';
import { ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { listPage, listSpec, toBool } from '../../common/rest-list.js';
import { ZatcaDocument } from './zatca-document.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

const LIST = listSpec({
  idColumn: 'd.id',
  defaultSort: 'd.id',
  sorts: {
    id: 'd.id',
    icv: 'd.icv',
    status: 'd.status',
    kind: 'd.kind',
    total: 'd.total',
    createdAt: 'd."createdAt"',
    reportedAt: 'd."reportedAt"',
  },
  search: ['d.number', 'o."orderNumber"'],
  filters: {
    status: ['d.status', 'eq'],
    kind: ['d.kind', 'eq'],
    orderId: ['d."orderId"', 'int'],
    createdAt_gte: ['d."createdAt"', 'date_gte'],
    createdAt_lte: ['d."createdAt"', 'date_lte'],
    // still unreported 12 hours after it was due (the dashboard's alert)
    overdue: (where, value, name) => {
      if (toBool(name, value))
        where.andWhere(`d.status IN ('pending', 'signed') AND d."createdAt" < now() - make_interval(hours => :overdueHours)`, {
          overdueHours: ZATCA_UNREPORTED_ALERT_HOURS,
        });
    },
  },
});

/** Every e-invoicing document across orders: what ZATCA has, what waits, what it refused. */
@AdminController('zatca-documents')
export class AdminDocumentsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({
    summary: 'List e-invoicing documents (Content-Range); filter overdue=true for those unreported 12 hours after they were due',
  })
  @ListQueryDocs('q (document or order number), status, kind, orderId, overdue, createdAt_gte, createdAt_lte, id')
  @ApiOkResponse({
    description: '[{ id, orderId, orderNumber, kind, status, number, icv, total, createdAt, reportedAt, reportAttempts, problem }]',
  })
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const builder = this.db.getRepository(ZatcaDocument).createQueryBuilder('d').leftJoin('orders', 'o', 'o.id = d."orderId"');
    if (q.filter.overdue === true || q.filter.overdue === 'true')
      builder.andWhere(`d.status IN ('pending', 'signed') AND d."createdAt" < now() - make_interval(hours => :h)`, {
        h: ZATCA_UNREPORTED_ALERT_HOURS,
      });
    const { overdue: _overdue, ...filter } = q.filter;
    const [rows, total] = await listPage(builder, { ...q, filter }, LIST);
    const orders = rows.length
      ? await sqlRows<{ id: number; orderNumber: string }>(this.db, `SELECT id, "orderNumber" FROM orders WHERE id = ANY($1)`, [
          rows.map((r) => r.orderId),
        ])
      : [];
    const numbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
    return sendList(
      reply,
      'zatca-documents',
      q,
      rows.map((d) => ({
        id: d.id,
        orderId: d.orderId,
        orderNumber: numbers.get(d.orderId) ?? null,
        kind: d.kind,
        status: d.status,
        number: d.number,
        icv: d.icv,
        total: d.total,
        createdAt: d.createdAt.toISOString(),
        reportedAt: d.reportedAt?.toISOString() ?? null,
        reportAttempts: d.reportAttempts,
        problem: d.lastError ?? (d.messages[0] ? `${d.messages[0].code}: ${d.messages[0].message}` : null),
      })),
      total,
    );
  }
}
