import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminCouponsController } from './admin-coupons.controller.js';
import { Coupon } from './coupon.entity.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsService } from './coupons.service.js';

/** Coupons: the shopper's check, the use counted with each order, the back office's list. */
@Module({
  imports: [TypeOrmModule.forFeature([Coupon]), RateLimitModule],
  controllers: [CouponsController, AdminCouponsController],
  providers: [CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {}
