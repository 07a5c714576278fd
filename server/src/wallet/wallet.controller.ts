import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Wallets } from './wallet.service.js';

/** The customer's own store credit (issue 31). */
@StorefrontController('wallet', 'customer area')
@Authenticated()
export class WalletController {
  constructor(private readonly wallets: Wallets) {}

  @Get()
  @ApiOperation({ summary: "The caller's wallet: spendable balance (SAR), what expires within 30 days, and the latest lines" })
  @ApiOkResponse({
    description:
      '{ customerId, balance, expiringSoon, entries: [{ amount (negative: spent), kind, reason, reference, expiresAt, createdAt }] }',
  })
  get(@CurrentUser() user: AuthUser) {
    return this.wallets.statement(user.id);
  }
}
