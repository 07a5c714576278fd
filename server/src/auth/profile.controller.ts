import { Body, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { profileSchema, type Language, type ProfileInput } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { EarlierAccountsService } from '../customers/earlier-accounts.service.js';
import { ProfileService } from './profile.service.js';

/** The signed-in account's own profile (an email change needs the password and a new code: account security lives here). */
@StorefrontController('profile', 'customer area')
@Authenticated()
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly earlierAccounts: EarlierAccountsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The logged-in user: id, name, email, phone, address, role, status, createdAt' })
  get(@CurrentUser() user: AuthUser) {
    return this.profile.get(user.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Update name, email, phone and address',
    description:
      'Changing the email needs `currentPassword` (a wrong one counts like a wrong login, docs/security.md); the old address is told by mail. Change the password with POST /api/Auth/change-password.',
  })
  @ValidBody(profileSchema, { name: 'سارة العتيبي', email: 'customer@ward.sa', phone: '0512345678', address: 'حي الياسمين، الرياض' })
  @ApiResponse({ status: 409, description: 'Email already registered' })
  async update(@CurrentUser() user: AuthUser, @Body() body: ProfileInput, @Req() req: FastifyRequest, @Lang() lang: Language) {
    return new Reply(await this.profile.update(user.id, body, req.ip, lang), 'profile.updated');
  }

  @Get('earlier-accounts')
  @ApiOperation({
    summary: 'Accounts that had typed in your email without confirming it, and lost it when you confirmed it',
    description: 'Only the confirmed owner of the email sees them (409 `profile.confirmEmailFirst` otherwise).',
  })
  async earlier(@CurrentUser() user: AuthUser) {
    return new Reply(await this.earlierAccounts.list(user.id));
  }

  @Post('earlier-accounts/merge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring the earlier accounts over: their orders, addresses, reviews and wishlist move into this account' })
  @ApiResponse({ status: 404, description: 'There is no earlier account (`profile.noEarlierAccount`)' })
  @ApiResponse({ status: 409, description: 'Confirm your email first (`profile.confirmEmailFirst`)' })
  async bringOver(@CurrentUser() user: AuthUser) {
    return new Reply(await this.earlierAccounts.bringOver(user.id), 'profile.earlierAccountMerged');
  }
}
