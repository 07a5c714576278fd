import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCarriersController } from './admin-carriers.controller.js';
import { AdminShippingRatesController } from './admin-shipping-rates.controller.js';
import { Carrier, ShippingRate } from './carrier.entity.js';
import { ShippingService } from './shipping.service.js';

/** Carriers and their rates per country by weight, and the choice of a rate for a parcel. */
@Module({
  imports: [TypeOrmModule.forFeature([Carrier, ShippingRate])],
  controllers: [AdminCarriersController, AdminShippingRatesController],
  providers: [ShippingService],
  exports: [ShippingService],
})
export class ShippingModule {}
