import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainEvents } from '../events/domain-events.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { Review } from './review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { recomputeVerifiedPurchases } from './verified-purchase.js';

/** Product reviews and their moderation (issue 4 §3). */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
    private readonly catalog: CatalogEvents,
  ) {}

  /** "Verified purchase" follows the order: granted when it completes, re-decided when one is rejected. */
  onModuleInit(): void {
    this.events.subscribe('order.transitioned', 'reviews.verified-purchase', async ({ orderId, to }) => {
      if (to !== 'Completed' && to !== 'Rejected') return;
      await this.db.transaction(async (m) => {
        const products = await recomputeVerifiedPurchases(m, orderId);
        if (products.length) await this.catalog.changed(products, m);
      });
    });
  }
}
