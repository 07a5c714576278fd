import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { salesReportQuerySchema, type DashboardDto, type SalesReportDto, type SalesReportQuery } from '@ward/shared';
import { AdminController } from '../access/decorators.js';
import { ValidQuery } from '../common/validation.js';
import { ReportsService } from './reports.service.js';
import { SalesReportService } from './sales-report.service.js';

@AdminController('dashboard')
export class AdminDashboardController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOperation({
    summary: 'Dashboard figures',
    description:
      'revenue (confirmed orders: New, InPreparation, OnTheWay, Completed), orders, customers, products, lowStock (stock ≤ 5), featured, discounted, categories, activeCoupons, branches, banners, testimonials, ' +
      'plus ordersByStatus, pendingOrders, the last 30 days, recent orders and low-stock products.',
  })
  @ApiOkResponse({ description: 'A plain JSON object (admin API)' })
  dashboard(): Promise<DashboardDto> {
    return this.reports.dashboard();
  }
}

@AdminController('reports')
export class AdminReportsController {
  constructor(private readonly reports: SalesReportService) {}

  @Get('sales')
  @ApiOperation({
    summary: 'Sales over time',
    description:
      'Revenue, orders, VAT, discounts, shipping and items per day, week or month (Riyadh time) between `from` and `to` (default: the last 30 days), with top products and payment methods.',
  })
  @ValidQuery(salesReportQuerySchema)
  @ApiOkResponse({ description: '{ from, to, groupBy, series[], totals, topProducts[], byPaymentMethod[] }' })
  sales(@Query() query: SalesReportQuery): Promise<SalesReportDto> {
    return this.reports.sales(query);
  }
}
