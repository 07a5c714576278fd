import { Module } from '@nestjs/common';
import { AdminDashboardController, AdminReportsController } from './reports.controller.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OrderFiguresService } from './order-figures.service.js';
import { ReportsService } from './reports.service.js';
import { SalesReportService } from './sales-report.service.js';
import { SalesRollupService } from './sales-rollup.service.js';

/** Admin dashboard figures and sales reports (read-only SQL over every module's tables). */
@Module({
  imports: [JobsModule],
  controllers: [AdminDashboardController, AdminReportsController],
  providers: [ReportsService, SalesReportService, SalesRollupService, OrderFiguresService],
  exports: [ReportsService, SalesReportService, SalesRollupService],
})
export class ReportsModule {}
