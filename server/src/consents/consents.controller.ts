import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { consentChoiceSchema, CURRENT_CONSENT_TEXT, type ConsentChoiceInput } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { answerMailLink, MailLinkDocs } from '../common/mail-link.js';
import { ValidBody } from '../common/validation.js';
import { ConsentOptOut } from './consent-opt-out.js';
import { ConsentLinks } from './consent-links.js';
import { Consents } from './consents.service.js';

/**
 * `/api/consents/opt-out?token=…`: the one-click opt-out in every marketing message. A click (GET)
 * and a mail client's RFC 8058 one-click POST both withdraw at once: stopping mail needs no
 * second step, and a scanner that follows the link can only stop marketing, never start it.
 */
@Controller('consents')
@ApiTags('customer area')
export class ConsentLinkController {
  constructor(
    private readonly optOut: ConsentOptOut,
    private readonly links: ConsentLinks,
  ) {}

  @Get('opt-out')
  @MailLinkDocs('Stop marketing messages on the channel and address the link was sent to (no login)', 'Stopped (idempotent)')
  click(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.answer(token, req, reply);
  }

  @Post('opt-out')
  @HttpCode(200)
  @MailLinkDocs('The same, posted by a mail client’s one-click unsubscribe (RFC 8058)', 'Stopped (idempotent)')
  post(@Query('token') token: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.answer(token, req, reply);
  }

  private answer(token: unknown, req: FastifyRequest, reply: FastifyReply) {
    return answerMailLink(req, reply, {
      token,
      shopUrl: this.links.shopUrl,
      doneKey: 'consent.optedOut',
      invalidKey: 'consent.invalidLink',
      act: (t) => this.optOut.byLink(t, req.ip),
    });
  }
}

/** The customer area's marketing toggles (one per channel, for the account's own email and mobile). */
@StorefrontController('profile/consents', 'customer area')
@Authenticated()
export class MyConsentsController {
  constructor(private readonly consents: Consents) {}

  @Get()
  @ApiOperation({ summary: 'Marketing consent per channel for the account’s own email and mobile, and the text version asked with' })
  get(@CurrentUser() user: AuthUser) {
    return this.consents.mine(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Grant (naming the text shown) or withdraw marketing on one channel' })
  @ValidBody(consentChoiceSchema, { channel: 'email', granted: true, textVersion: CURRENT_CONSENT_TEXT })
  async choose(@CurrentUser() user: AuthUser, @Body() body: ConsentChoiceInput, @Req() req: FastifyRequest) {
    return new Reply(await this.consents.choose(user.id, body, req.ip), 'consent.saved');
  }
}

@AdminController('customers')
export class AdminConsentsController {
  constructor(private readonly consents: Consents) {}

  @Get(':id/consents')
  @ApiOperation({ summary: 'A customer’s marketing consent history, newest first (for the account or its current addresses)' })
  @ApiOkResponse({ description: 'ConsentEventDto[]' })
  history(@IdParam() id: number) {
    return this.consents.history(id);
  }
}
