import { Module } from '@nestjs/common';
import { AdminDashboardController, AdminReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Admin dashboard figures and sales reports (read-only SQL over every module's tables). */
@Module({ controllers: [AdminDashboardController, AdminReportsController], providers: [ReportsService], exports: [ReportsService] })
export class ReportsModule {}
