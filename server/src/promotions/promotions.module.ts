import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPromotionsController } from './admin-promotions.controller.js';
import { Promotion } from './promotion.entity.js';
import { PromotionUse } from './promotion-use.entity.js';
import { PromotionPreviewService } from './promotion-preview.service.js';
import { PromotionReportService } from './promotion-report.service.js';
import { PromotionsService } from './promotions.service.js';

/** Promotions (issue 28): the back office's resource, and the uses and budget orders take and give back. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, PromotionUse])],
  controllers: [AdminPromotionsController],
  providers: [PromotionsService, PromotionPreviewService, PromotionReportService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
