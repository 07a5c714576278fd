import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { AdminWalletLiabilityController } from './admin-wallet-liability.controller.js';
import { AdminWalletsController } from './admin-wallets.controller.js';
import { WalletController } from './wallet.controller.js';
import { Wallets } from './wallet.service.js';

/** Store credit (issue 31): the ledger, the customer's statement, the back office's wallets. Refunds and checkout credit and spend through `Wallets`. */
@Module({
  imports: [CustomersModule, JobsModule],
  controllers: [WalletController, AdminWalletsController, AdminWalletLiabilityController],
  providers: [Wallets],
  exports: [Wallets],
})
export class WalletModule {}
