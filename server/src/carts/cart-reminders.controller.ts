import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { abandonedCartsQuerySchema, type AbandonedCartsQuery, type AbandonedCartsReportDto } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { SchemaValidationError } from '../common/domain-errors.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { answerMailLink, MailLinkDocs, mailLinkQuestion } from '../common/mail-link.js';
import { ValidQuery } from '../common/validation.js';
import { AbandonedCartsReport } from './abandoned-carts-report.service.js';
import { CartReminderLinks } from './cart-reminder-links.js';
import { CartRemindersService } from './cart-reminders.service.js';

/** `GET /api/carts/reminders/unsubscribe?token=…`: the stop link in every cart reminder. */
@Controller('carts/reminders')
@ApiTags('checkout')
export class CartReminderLinkController {
  constructor(
    private readonly reminders: CartRemindersService,
    private readonly links: CartReminderLinks,
  ) {}

  @Get('confirm')
  @MailLinkDocs(
    'The link in the one mail asking a guest cart’s email whether it wants cart reminders: a page with a button (a mail scanner’s fetch changes nothing)',
    'The question page',
  )
  confirmQuestion(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return mailLinkQuestion(req, reply, {
      shopUrl: this.links.shopUrl,
      questionKey: 'savedCart.confirmQuestion',
      buttonKey: 'savedCart.confirmButton',
    });
  }

  @Post('confirm')
  @HttpCode(200)
  @MailLinkDocs('Confirm the email: its idle guest carts get their reminder (no login)', 'Confirmed (idempotent)')
  confirm(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return answerMailLink(req, reply, {
      token,
      shopUrl: this.links.shopUrl,
      doneKey: 'savedCart.contactConfirmed',
      invalidKey: 'savedCart.restoreInvalid',
      act: (t) => this.reminders.confirmContact(t, req.ip),
    });
  }

  @Get('unsubscribe')
  @MailLinkDocs('Stop cart reminders to the address (and phone) a reminder went to (no login)', 'Stopped (idempotent)')
  unsubscribe(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return answerMailLink(req, reply, {
      token,
      shopUrl: this.links.shopUrl,
      doneKey: 'savedCart.unsubscribed',
      invalidKey: 'savedCart.restoreInvalid',
      act: (t) => this.reminders.unsubscribe(t, req.ip),
    });
  }
}

@AdminController('reports')
export class AdminAbandonedCartsReportController {
  constructor(private readonly report: AbandonedCartsReport) {}

  @Get('abandoned-carts')
  @ApiOperation({
    summary: 'Abandoned carts between `from` and `to` (by when they were left; default the last 30 days)',
    description:
      'abandoned (carts left longer than the reminder delay), remindersSent, recovered (orders placed within 7 days of a reminder that became sales), revenue (their totals, SAR).',
  })
  @ValidQuery(abandonedCartsQuerySchema)
  @ApiOkResponse({ description: '{ from, to, abandoned, remindersSent, recovered, revenue }' })
  figures(@Query() query: AbandonedCartsQuery): Promise<AbandonedCartsReportDto> {
    return this.report.figures(query);
  }
}

@AdminController('abandoned-carts')
export class AdminAbandonedCartsController {
  constructor(private readonly report: AbandonedCartsReport) {}

  @Get()
  @ApiOperation({
    summary: 'Abandoned carts, newest first: who, how many items, the reminder, the order that recovered it (Content-Range)',
  })
  @ListQueryDocs('range; filter {"from","to"} (dates); sorted newest first')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = parseListQuery(query, ['abandonedAt', 'DESC'], 200);
    const range = abandonedCartsQuerySchema.safeParse({ ...page.filter });
    if (!range.success) throw new SchemaValidationError(range.error);
    const [items, total] = await this.report.list(range.data, page);
    return sendList(reply, 'abandoned-carts', page, items, total);
  }
}
