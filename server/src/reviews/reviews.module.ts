import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { OrderWorkflow } from '../orders/order-workflow.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { Review } from './review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { recomputeVerifiedPurchases } from './verified-purchase.js';

/** Product reviews and their moderation (issue 4 §3). */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogModule, OrdersModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(
    private readonly orders: OrderWorkflow,
    private readonly events: CatalogEvents,
  ) {}

  /** "Verified purchase" follows the order: granted when it completes, re-decided when one is rejected. */
  onModuleInit(): void {
    this.orders.onTransition(async (m, order, _from, to) => {
      if (to !== 'Completed' && to !== 'Rejected') return;
      if (await recomputeVerifiedPurchases(m, order.id)) this.events.changed();
    });
  }
}
