import { Module } from '@nestjs/common';
import { SettingsModule } from '../content/settings.module.js';
import { InventoryModule } from '../inventory/inventory.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AdminReturnsController } from './admin-returns.controller.js';
import { LateDeliveryCancel } from './late-delivery.service.js';
import { ReturnRequests } from './return-requests.service.js';
import { ReturnTransitions } from './return-transitions.service.js';
import { ReturnsController } from './returns.controller.js';

/** Returns (issue 30): the customer's request, the back office's moves, stock back and refunds through their owners. */
@Module({
  imports: [OrdersModule, InventoryModule, SettingsModule, AuthModule],
  controllers: [ReturnsController, AdminReturnsController],
  providers: [ReturnRequests, ReturnTransitions, LateDeliveryCancel],
})
export class ReturnsModule {}
