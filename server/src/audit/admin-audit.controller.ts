import { sendEstimatedList } from '../common/estimated-count.js';
import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { AuditService } from './audit.service.js';

/** The audit log, read-only: there is no route that changes or removes an entry. */
@AdminController('audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'Who changed what: every admin write, newest first (Content-Range)',
    description:
      'Each entry: actor, time, action, resource and record id, the fields that changed with their values before and after (secrets redacted).',
  })
  @ListQueryDocs('q (actor name or email, record id), resource, action, recordId, actorId, field (a changed field), at_gte, at_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['at', 'DESC']);
    const [rows, total] = await this.audit.list(q);
    return sendEstimatedList(reply, 'audit', q, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry' })
  @ApiResponse({ status: 404, description: 'No such entry' })
  get(@IdParam() id: number) {
    return this.audit.get(id);
  }
}
