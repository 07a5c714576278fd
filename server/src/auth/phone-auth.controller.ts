import { Body, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
  phoneSignInSchema,
  type Language,
  type PhoneCodeRequest,
  type PhoneCodeVerify,
  type PhoneSignInInput,
} from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import { Reply } from '../common/envelope.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { toUserDto } from '../customers/user.entity.js';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { PhoneCodesService } from './phone-codes.service.js';
import { PhoneSignInService } from './phone-sign-in.service.js';

const rateLimited = ApiResponse({ status: 429, description: 'Too many codes or attempts; see Retry-After' });
const badCode = ApiResponse({
  status: 400,
  description: 'A malformed number, or a wrong, expired, used or exhausted code (`auth.phoneCodeFailed`)',
});
const limits =
  'Codes: 6 digits, valid 5 minutes, 5 wrong tries, single use; a new code kills the older ones. Limits: 3 codes per number per 15 minutes, ' +
  '10 requests and 30 checks a minute per client address, 10 wrong codes an hour per number. Numbers: Saudi 05…, 5…, +9665…, 009665… and other Gulf mobiles, stored as E.164.';

@StorefrontController('Auth/phone', 'auth')
export class PhoneAuthController {
  constructor(
    private readonly codes: PhoneCodesService,
    private readonly phoneSignIn: PhoneSignInService,
  ) {}

  @Post('request-code')
  @HttpCode(200)
  @ApiOperation({ summary: "Text a 6-digit sign-in code to a Gulf mobile number (in the caller's language)", description: limits })
  @ValidBody(phoneCodeRequestSchema, { phone: '0512345678' })
  @rateLimited
  @ApiOkResponse({
    description:
      '`data`: { phone, channel: "sms" | "email" }. While the shop\'s texting budget is spent, the code goes by mail to the verified ' +
      'email of the account whose verified number this is (the message names it, masked); without one, 429 `sms.budgetReached`.',
  })
  @ApiResponse({ status: 400, description: 'Not a Gulf mobile number (`validation.mobile`)' })
  async requestCode(@Body() body: PhoneCodeRequest, @Req() req: FastifyRequest, @Lang() lang: Language) {
    const sent = await this.codes.issue(body.phone, 'sign-in', req.ip, lang);
    // over the texting budget, the code goes to the account's verified email instead (issue 26 §4)
    if (sent.channel === 'email')
      return new Reply({ phone: body.phone, channel: 'email' }, 'auth.phoneCodeSentByEmail', { email: sent.email });
    return new Reply({ phone: body.phone, channel: 'sms' }, 'auth.phoneCodeSent');
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with the texted code: the account with this verified number, or a new one with just the number',
    description: `Answers the JWT as \`/api/Auth/login\` does. ${limits}`,
  })
  @ValidBody(phoneSignInSchema, { phone: '0512345678', code: '123456' })
  @ApiOkResponse({
    description: '`data` is the JWT',
    schema: { example: { isSuccess: true, data: 'eyJhbGciOiJIUzI1NiIs…', message: 'Logged in', errors: null } },
  })
  @badCode
  @rateLimited
  @ApiResponse({ status: 403, description: 'The account is blocked (or the account the number was typed into is)' })
  @ApiResponse({
    status: 409,
    description:
      'The number is on an account (with an email) that never proved it (`auth.phoneOnAccount`, the message names the masked email): ' +
      'sign in there with email and password and add the number, or send the same code again with `newAccount: true` for a separate ' +
      'account, which takes the number from the other. The code is not used up by this answer.',
  })
  async signIn(@Body() body: PhoneSignInInput, @Req() req: FastifyRequest) {
    const { token, created } = await this.phoneSignIn.signIn(body.phone, body.code, req.ip, body.newAccount ?? false);
    return new Reply(token, created ? 'auth.registered' : 'auth.loggedIn');
  }

  @Post('link-code')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Text a code to a number to add to (or replace on) the signed-in account', description: limits })
  @ValidBody(phoneCodeRequestSchema, { phone: '0512345678' })
  @rateLimited
  async linkCode(@CurrentUser() user: AuthUser, @Body() body: PhoneCodeRequest, @Req() req: FastifyRequest, @Lang() lang: Language) {
    await this.codes.issue(body.phone, 'link', req.ip, lang, user.id);
    return new Reply({ phone: body.phone }, 'auth.phoneCodeSent');
  }

  @Post('link')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Add the number to the signed-in account with its code; it then signs in too' })
  @ValidBody(phoneCodeVerifySchema, { phone: '0512345678', code: '123456' })
  @badCode
  @rateLimited
  @ApiResponse({ status: 409, description: 'The number is verified on another account' })
  async link(@CurrentUser() user: AuthUser, @Body() body: PhoneCodeVerify, @Req() req: FastifyRequest) {
    return new Reply(toUserDto(await this.phoneSignIn.link(user.id, body.phone, body.code, req.ip)), 'auth.phoneLinked');
  }
}
