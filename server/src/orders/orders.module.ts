import { WalletModule } from '../wallet/wallet.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { InventoryModule } from '../inventory/inventory.module.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { ShippingModule } from '../shipping/shipping.module.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { CartController, ShippingController } from './cart.controller.js';
import { Order, OrderItem } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderWorkflow } from './order-workflow.service.js';
import { OrdersController, PublicTrackingController, ShipmentsController } from './orders.controller.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrdersService } from './orders.service.js';
import { OrderCreditNotes } from './order-credit-notes.js';
import { CheckoutPricer } from './pricing/checkout-pricer.js';
import { PayLaterController } from './pay-later/pay-later.controller.js';
import { PayLaterCheck } from './pay-later/pay-later-check.service.js';
import { QuoteService } from './quote.service.js';
import { OrderRefunds } from './refunds/order-refunds.service.js';
import { ShipmentLinks } from './shipment-links.js';
import { OrderLookupService } from './order-lookup.service.js';
import { AuthModule } from '../auth/auth.module.js';
import { GuestOrdersController } from './guest/guest-orders.controller.js';
import { GuestCheckoutService } from './guest/guest-checkout.service.js';
import { GuestAccountsService } from './guest/guest-accounts.service.js';
import { CheckoutStoreCredit } from './checkout-store-credit.js';

/** Cart quote, order placement, the order state machine and its notices, shipments. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent]),
    PaymentsModule,
    CouponsModule,
    PromotionsModule,
    ShippingModule,
    CustomersModule,
    RateLimitModule,
    MetricsModule,
    CatalogModule,
    InventoryModule,
    AuthModule,
    WalletModule,
  ],
  controllers: [
    CartController,
    ShippingController,
    OrdersController,
    ShipmentsController,
    PublicTrackingController,
    AdminOrdersController,
    PayLaterController,
    GuestOrdersController,
  ],
  providers: [
    CheckoutPricer,
    QuoteService,
    OrderWorkflow,
    OrdersService,
    OrderPlacementService,
    ShipmentLinks,
    OrderLookupService,
    OrderRefunds,
    PayLaterCheck,
    GuestCheckoutService,
    GuestAccountsService,
    OrderCreditNotes,
    CheckoutStoreCredit,
  ],
  exports: [CheckoutPricer, QuoteService, OrdersService, OrderWorkflow, OrderCreditNotes, OrderRefunds],
})
export class OrdersModule {}
