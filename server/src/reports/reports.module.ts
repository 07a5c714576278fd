import { Module, type OnModuleInit } from '@nestjs/common';
import { AdminDashboardController, AdminReportsController } from './reports.controller.js';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderWorkflow } from '../orders/order-workflow.service.js';
import { OrderFiguresService } from './order-figures.service.js';
import { ReportsService } from './reports.service.js';
import { SalesReportService } from './sales-report.service.js';
import { SalesRollupService } from './sales-rollup.service.js';

/** Admin dashboard figures and sales reports (read-only SQL over every module's tables). */
@Module({
  imports: [JobsModule, OrdersModule, CatalogModule],
  controllers: [AdminDashboardController, AdminReportsController],
  providers: [ReportsService, SalesReportService, SalesRollupService, OrderFiguresService],
  exports: [ReportsService, SalesReportService, SalesRollupService],
})
export class ReportsModule implements OnModuleInit {
  constructor(
    private readonly orders: OrderWorkflow,
    private readonly reports: ReportsService,
    private readonly catalog: CatalogEvents,
  ) {}

  /**
   * An order placed or moved (an admin's approval, a payment) shows on the dashboard at once, even
   * while its totals are kept: a transition drops them in its transaction, and every order's stock
   * change, told to every instance at commit, drops them again after it (a dashboard read between
   * the two would otherwise keep the totals from before the commit).
   */
  onModuleInit(): void {
    this.orders.onTransition(async () => this.reports.forgetTotals());
    this.catalog.onStockChange(() => this.reports.forgetTotals());
  }
}
