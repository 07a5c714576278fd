import { Body, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { walletAdjustmentSchema, type WalletAdjustmentInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { idValue, idsFilter, ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { toBool } from '../common/rest-list.js';
import { ValidBody } from '../common/validation.js';
import { readWalletList } from './wallet-admin-reads.js';
import { Wallets } from './wallet.service.js';

const statement = ApiOkResponse({
  description: 'The wallet: { customerId, balance (SAR), expiringSoon (SAR, within 30 days), entries[] newest first }',
});

/** Customers' store credit (issue 31), by customer id: the list, one wallet, and an admin's adjustment. */
@AdminController('wallets')
export class AdminWalletsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly wallets: Wallets,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Wallets (Content-Range): one row per customer with store credit history; id = customer id' })
  @ListQueryDocs(
    'id or customerId (one or an array), withBalance (true: only wallets holding money); sort by balance, credited, debited, lastMovementAt',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['lastMovementAt', 'DESC']);
    const customer = Object.hasOwn(q.filter, 'customerId') ? [q.filter.customerId].flat().map(idValue) : null;
    const [items, total] = await readWalletList(this.db, {
      ...q,
      customerIds: idsFilter(q.filter) ?? customer,
      withBalance: Object.hasOwn(q.filter, 'withBalance') ? toBool('withBalance', q.filter.withBalance) : false,
    });
    return sendList(reply, 'wallets', q, items, total);
  }

  @Get(':id')
  @ApiOperation({
    summary: "A customer's wallet: balance, what expires soon, and the latest 100 lines (an empty wallet for a customer with none)",
  })
  @statement
  get(@IdParam() customerId: number) {
    return this.wallets.statement(customerId).then((w) => ({ id: customerId, ...w }));
  }

  @Post(':id/adjust')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add goodwill credit (optionally expiring) or take credit off as a correction, with a reason; audited',
  })
  @ValidBody(walletAdjustmentSchema, {
    direction: 'credit',
    amount: 50,
    reason: 'Late delivery: sorry from the shop',
    expiresAt: '2027-03-31',
  })
  @statement
  @ApiResponse({ status: 400, description: 'A debit beyond the balance (wallet.insufficient), or bad fields' })
  @ApiResponse({ status: 404, description: 'No such customer' })
  async adjust(@IdParam() customerId: number, @Body() body: WalletAdjustmentInput, @CurrentUser() admin: AuthUser) {
    return { id: customerId, ...(await this.wallets.adjust(customerId, body, admin.id)) };
  }
}
