import type { Readable } from 'node:stream';
import { Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { Language } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/auth-user.js';
import { AdminController, CurrentUser } from '../../access/decorators.js';
import { BadInputError, DomainError } from '../../common/domain-errors.js';
import { parseListQuery } from '../../common/list-query.js';
import { Lang } from '../../common/request-language.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { ProductAdmin } from '../product-admin.service.js';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from './product-csv-columns.js';
import { templateCsv } from './product-csv-export.js';
import { INLINE_WRITE_MAX, ProductImports } from './product-import-jobs.js';
import { IdParam } from '../../common/id.pipe.js';

/** Imports per admin per hour: each may rewrite the whole catalogue. */
const IMPORTS_PER_HOUR = 30;
const EXPORTS_PER_HOUR = 120;

const sendCsv = (reply: FastifyReply, fileName: string, csv: Readable) =>
  reply
    .status(200)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(csv);

/** The back office's products CSV: export (with the list's filters), a template, and the all-or-nothing import. */
@AdminController('products')
export class AdminProductCsvController {
  constructor(
    private readonly imports: ProductImports,
    private readonly admin: ProductAdmin,
    private readonly limits: RateLimitService,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Products with their variants as CSV, one row per variant (UTF-8 with BOM, streamed)',
    description:
      "Same `filter` as the list (q, categoryId, isFeatured, isDiscounted, stock_lte, stock_gte). Cells that a spreadsheet would run as a formula (= + - @) start with `'`.",
  })
  @ApiProduces('text/csv')
  async exportCsv(@Query() query: unknown, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    await this.limits.consume(`products-csv-export:${user.id}`, EXPORTS_PER_HOUR, 3600);
    const q = parseListQuery(query);
    await sendCsv(reply, `products-${new Date().toISOString().slice(0, 10)}.csv`, this.admin.csv(q));
  }

  @Get('import-template')
  @ApiOperation({ summary: 'A CSV template for the import: the columns and three example rows' })
  @ApiProduces('text/csv')
  async template(@Res() reply: FastifyReply) {
    await sendCsv(reply, 'products-template.csv', templateCsv());
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    summary: `Import products and variants from CSV (multipart, field "file"; ≤ ${CSV_MAX_BYTES / 1024 / 1024} MB, ≤ ${CSV_MAX_ROWS} rows)`,
    description:
      'Upserts by SKU in one transaction (a job for big files). Any bad row imports nothing: 400 with `errors` mapping `row.<n>.<column>` to the reason (row 1 is the header).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ schema: { example: { products: { created: 2, updated: 1, unchanged: 40 }, variants: { created: 3, updated: 1 } } } })
  @ApiResponse({
    status: 202,
    description: `More than ${INLINE_WRITE_MAX} products to write: \`{ importId, status: 'queued', total }\`; follow GET imports/{importId}`,
  })
  @ApiResponse({ status: 413, description: 'Larger than the file cap' })
  @ApiResponse({ status: 429, description: 'Too many imports this hour' })
  async importCsv(
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser,
    @Lang() lang: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.limits.consume(`products-csv-import:${user.id}`, IMPORTS_PER_HOUR, 3600);
    const answer = await this.imports.start(await csvBytes(request), lang, user.id);
    if ('importId' in answer) void reply.status(202);
    return answer;
  }

  @Get('imports/:id')
  @ApiOperation({ summary: 'A big import’s progress: status (queued, running, done, failed), done of total products, result or errors' })
  @ApiOkResponse({ schema: { example: { id: 3, status: 'running', total: 10000, done: 2450, result: null, errors: null } } })
  importStatus(@IdParam() id: number, @Lang() lang: Language) {
    return this.imports.status(id, lang);
  }
}

async function csvBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadInputError('csv.missing', { file: 'csv.missing' });
  const part = await request.file({ limits: { fileSize: CSV_MAX_BYTES, files: 1 } });
  if (!part) throw new BadInputError('csv.missing', { file: 'csv.missing' });
  const tooLarge = () => new DomainError(413, 'csv.tooLarge', { max: CSV_MAX_BYTES / 1024 / 1024 }, { file: 'csv.tooLarge' });
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
