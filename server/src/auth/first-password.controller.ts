import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { firstPasswordSchema, type FirstPasswordInput, type Language } from '@ward/shared';
import { Reply } from '../common/envelope.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { FirstPasswordService } from './first-password.service.js';

@StorefrontController('Auth', 'auth')
export class FirstPasswordController {
  constructor(private readonly firstPassword: FirstPasswordService) {}

  @Post('first-password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Set the first password of an account that has none (signed up by SMS code or from a guest checkout)',
    description:
      'Without an email yet, `email` is required and becomes the account’s (then email + password sign in too; the mobile’s code keeps working). ' +
      'Answers a fresh token; older tokens stop working. 5 a minute per account.',
  })
  @ValidBody(firstPasswordSchema, { email: 'sara@example.com', password: 'Oud#2026x', confirmPassword: 'Oud#2026x' })
  @ApiOkResponse({ description: '`data` is the new JWT' })
  @ApiResponse({ status: 409, description: 'The account already has a password (`auth.passwordAlreadySet`), or the email is taken' })
  @ApiResponse({ status: 429, description: 'Too many attempts' })
  async set(@CurrentUser() user: AuthUser, @Body() body: FirstPasswordInput, @Lang() lang: Language) {
    const { token } = await this.firstPassword.set(user.id, body, lang);
    return new Reply(token, 'auth.firstPasswordSet');
  }
}
