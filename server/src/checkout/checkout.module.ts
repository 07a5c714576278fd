import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/product.entity.js';
import { Address } from '../customers/address.entity.js';
import { PaymentsModule } from '../payments/payments.module.js';
import {
  AdminCarriersController,
  AdminCouponsController,
  AdminOrdersController,
  AdminShippingRatesController,
} from './admin-checkout.controller.js';
import { Carrier, ShippingRate } from './carrier.entity.js';
import { CartController, CouponsController, ShippingController } from './checkout.controller.js';
import { Coupon } from './coupon.entity.js';
import { CouponsService } from './coupons.service.js';
import { InvoiceService } from './invoice.service.js';
import { Order, OrderEvent, OrderItem } from './order.entity.js';
import { OrderWorkflow } from './order-workflow.service.js';
import { OrdersController, ShipmentsController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { QuoteService } from './quote.service.js';
import { ShippingService } from './shipping.service.js';

/** Cart quote, coupons, shipping, orders and their state machine, shipments, tax invoices (issue 3). */
@Module({
  imports: [TypeOrmModule.forFeature([Coupon, Carrier, ShippingRate, Order, OrderItem, OrderEvent, Product, Address]), PaymentsModule],
  controllers: [
    CartController,
    CouponsController,
    ShippingController,
    OrdersController,
    ShipmentsController,
    AdminOrdersController,
    AdminCouponsController,
    AdminCarriersController,
    AdminShippingRatesController,
  ],
  providers: [CouponsService, ShippingService, QuoteService, OrderWorkflow, OrdersService, InvoiceService],
  exports: [CouponsService, ShippingService, QuoteService, OrdersService, OrderWorkflow],
})
export class CheckoutModule {}
