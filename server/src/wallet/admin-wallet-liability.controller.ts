import { Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { AdminController } from '../access/decorators.js';
import { readWalletLiability } from './wallet-admin-reads.js';

/** The store credit the shop owes, for the accountant's month end (issue 31). */
@AdminController('wallet-liability')
export class AdminWalletLiabilityController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Outstanding store credit (SAR), how many customers hold it, and what of it expires within 30 days' })
  @ApiOkResponse({ description: '{ outstanding, customers, expiringWithin30Days }' })
  get() {
    return readWalletLiability(this.db);
  }
}
