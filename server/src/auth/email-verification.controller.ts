import { Body, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { emailCodeSchema, type EmailCodeInput, type Language } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import { Reply } from '../common/envelope.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { toUserDto } from '../customers/user.entity.js';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { EmailVerificationService } from './email-verification.service.js';

const why =
  'Until the email is confirmed, a guest checkout with that email never joins this account, "once per customer" coupons and order ' +
  'look-ups do not count it as yours. Codes: 6 digits, 15 minutes, 5 wrong tries, single use; 3 codes per email per 15 minutes.';

@StorefrontController('Auth/email', 'auth')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify-code')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Mail a code to confirm the signed-in account's email", description: why })
  @ApiOkResponse({ schema: { example: { isSuccess: true, data: { email: 'sara@example.com' }, message: 'Code sent', errors: null } } })
  @ApiResponse({ status: 409, description: 'The email is already confirmed (`auth.emailAlreadyVerified`)' })
  @ApiResponse({ status: 429, description: 'Too many codes; see Retry-After' })
  async sendCode(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Lang() lang: Language) {
    return new Reply({ email: await this.verification.sendCode(user.id, req.ip, lang) }, 'auth.emailCodeSent');
  }

  @Post('verify')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Confirm the signed-in account's email with the mailed code", description: why })
  @ValidBody(emailCodeSchema, { code: '123456' })
  @ApiOkResponse({ description: '`data` is the profile, `emailVerified: true`' })
  @ApiResponse({ status: 400, description: 'A wrong, expired, used or exhausted code (`auth.phoneCodeFailed`)' })
  @ApiResponse({ status: 429, description: 'Too many attempts; see Retry-After' })
  async verify(@CurrentUser() user: AuthUser, @Body() body: EmailCodeInput, @Req() req: FastifyRequest) {
    return new Reply(toUserDto(await this.verification.verify(user.id, body.code, req.ip)), 'auth.emailVerified');
  }
}
