import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/product.entity.js';
import { SettingsModule } from '../content/settings.module.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { AdminCarriersController } from './admin-carriers.controller.js';
import { AdminShippingRatesController } from './admin-shipping-rates.controller.js';
import { Carrier, ShippingRate } from './carrier.entity.js';
import { ShippingService } from './shipping.service.js';

/** Carriers and their rates per country by weight, and the choice of a rate for a parcel. */
@Module({
  imports: [TypeOrmModule.forFeature([Carrier, ShippingRate, Product]), CouponsModule, SettingsModule],
  controllers: [AdminCarriersController, AdminShippingRatesController],
  providers: [ShippingService],
  exports: [ShippingService],
})
export class ShippingModule {}
