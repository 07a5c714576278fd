import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { stockAlertSchema, type Language, type StockAlertInput } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminController, CurrentUser, OptionalAuth, StorefrontController } from '../auth/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { answerMailLink } from '../common/mail-link.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { StockAlertLinks } from './stock-alert-links.js';
import { STOCK_ALERTS_PER_EMAIL, STOCK_ALERTS_PER_IP, StockAlertsService } from './stock-alerts.service.js';

@StorefrontController('products', 'catalog')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Post(':id/stock-alerts')
  @HttpCode(201)
  @OptionalAuth()
  @ApiOperation({
    summary: 'Notify me when this out-of-stock product is back (one email, then the request ends)',
    description: `Idempotent per product and address; a confirmation mail carries a link that stops it. At most ${STOCK_ALERTS_PER_IP} requests per IP in 10 minutes and ${STOCK_ALERTS_PER_EMAIL} waiting products per address.`,
  })
  @ValidBody(stockAlertSchema, { email: 'noura@example.com' })
  @ApiResponse({ status: 404, description: 'No such product' })
  @ApiResponse({ status: 409, description: 'The product is in stock (order it), or the address waits for too many products' })
  @ApiResponse({ status: 429, description: 'Too many requests; see Retry-After' })
  async subscribe(
    @IdParam() id: number,
    @Body() body: StockAlertInput,
    @Lang() lang: Language,
    @Req() req: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ) {
    await this.alerts.subscribe(id, body.email, lang, req.ip, user?.id ?? null);
    return new Reply(true, 'stockAlert.saved');
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
  @ApiOperation({
    summary: 'Stop the back-in-stock emails of an address (no login)',
    description: 'Ends every waiting request of the address. Answers an HTML page to browsers (Accept: text/html), the envelope otherwise.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html', 'application/json')
  @ApiOkResponse({ description: 'Stopped (idempotent)' })
  @ApiResponse({ status: 400, description: 'The token was not signed by this shop' })
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
  constructor(private readonly alerts: StockAlertsService) {}

  @Get()
  @ApiOperation({ summary: 'Products shoppers wait for: how many wait, since when (most waited-for first; Content-Range)' })
  @ListQueryDocs('range only; sorted by waiting, most first')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['waiting', 'DESC'], 500);
    const [items, total] = await this.alerts.waitingPerProduct(q);
    return sendList(reply, 'stock-alerts', q, items, total);
  }
}
