import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { stockAlertSchema, type Language, type StockAlertInput } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser, OptionalAuth, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { answerMailLink, MailLinkDocs } from '../common/mail-link.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StockAlertLinks } from './stock-alert-links.js';
import { waitingPerVariant } from './stock-alert-waiting.js';
import { STOCK_ALERTS_PER_EMAIL, STOCK_ALERTS_PER_IP, StockAlertsService } from './stock-alerts.service.js';

@StorefrontController('products', 'catalog')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Post(':id/stock-alerts')
  @HttpCode(201)
  @OptionalAuth()
  @ApiOperation({
    summary: 'Notify me when this out-of-stock product or variant is back (one message, then the request ends)',
    description:
      `With \`variantId\`, for that variant of the product (the message names it and links to \`?v=SKU\`); without, for the product as a whole. ` +
      `\`channel: "email"\` (default) writes to \`email\` and mails a confirmation with a stop link; \`channel: "sms"\` texts the signed-in ` +
      `account's verified mobile (400 when there is none). Idempotent per product, variant and address. At most ${STOCK_ALERTS_PER_IP} ` +
      `requests per IP in 10 minutes and ${STOCK_ALERTS_PER_EMAIL} waiting requests per address.`,
  })
  @ValidBody(stockAlertSchema, { email: 'noura@example.com', variantId: 12 })
  @ApiResponse({ status: 400, description: 'Bad body, a variant of another product, or SMS without a verified mobile' })
  @ApiResponse({ status: 404, description: 'No such product' })
  @ApiResponse({ status: 409, description: 'The product or variant is in stock (order it), or the address waits for too many' })
  @ApiResponse({ status: 429, description: 'Too many requests; see Retry-After' })
  async subscribe(
    @IdParam() id: number,
    @Body() body: StockAlertInput,
    @Lang() lang: Language,
    @Req() req: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ) {
    await this.alerts.subscribe(id, body, lang, { ip: req.ip, userId: user?.id ?? null });
    return new Reply(true, body.channel === 'sms' ? 'stockAlert.savedSms' : 'stockAlert.saved');
  }
}

/** `GET /api/stock-alerts/unsubscribe?token=…`: the link in the back-in-stock mails. */
@Controller('stock-alerts')
@ApiTags('catalog')
export class StockAlertLinkController {
  constructor(
    private readonly alerts: StockAlertsService,
    private readonly links: StockAlertLinks,
  ) {}

  @Get('unsubscribe')
  @MailLinkDocs(
    'Stop the back-in-stock emails of an address (no login)',
    'Stopped (idempotent)',
    'Ends every waiting request of the address.',
  )
  unsubscribe(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return answerMailLink(req, reply, {
      token,
      shopUrl: this.links.shopUrl,
      doneKey: 'stockAlert.unsubscribed',
      invalidKey: 'stockAlert.invalidToken',
      act: (t) => this.alerts.unsubscribe(t),
    });
  }
}

@AdminController('stock-alerts')
export class AdminStockAlertsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({
    summary:
      'Variants (and whole products) shoppers wait for: how many wait, how many by SMS, since when (most waited-for first; Content-Range)',
  })
  @ListQueryDocs('range only; sorted by waiting, most first')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['waiting', 'DESC'], 500);
    const [items, total] = await waitingPerVariant(this.db, q);
    return sendList(reply, 'stock-alerts', q, items, total);
  }
}
