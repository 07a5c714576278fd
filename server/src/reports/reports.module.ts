import { Module, type OnModuleInit } from '@nestjs/common';
import { AdminDashboardController, AdminReportsController } from './reports.controller.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { DomainEvents } from '../events/domain-events.js';
import { OrderFiguresService } from './order-figures.service.js';
import { ReportsService } from './reports.service.js';
import { SalesReportService } from './sales-report.service.js';
import { SalesRollupService } from './sales-rollup.service.js';

/** Admin dashboard figures and sales reports (read-only SQL over every module's tables). */
@Module({
  imports: [JobsModule, CatalogModule],
  controllers: [AdminDashboardController, AdminReportsController],
  providers: [ReportsService, SalesReportService, SalesRollupService, OrderFiguresService],
  exports: [ReportsService, SalesReportService, SalesRollupService],
})
export class ReportsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reports: ReportsService,
  ) {}

  /** An order placed or moved (an admin's approval, a payment) shows on the dashboard at once, even while its totals are kept. */
  onModuleInit(): void {
    for (const name of ['order.placed', 'order.transitioned', 'refund.issued'] as const) this.events.everywhere(name, () => this.reports.forgetTotals());
  }
}
