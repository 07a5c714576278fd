import type { SalesReportDto } from '@ward/shared';
import { downloadCSV } from 'react-admin';
import { csvCell } from '../common/csvExporter';
import { localized } from '../common/fields';

const rows = (lines: unknown[][]) => lines.map((l) => l.map(csvCell).join(',')).join('\n');

/** One CSV: the series, its totals, then the top products (headings in the admin's language). */
export function exportSalesReport(report: SalesReportDto, locale: string, translate: (key: string) => string): void {
  const t = (k: string) => translate(`ward.reports.${k}`);
  const csv = [
    rows([[t('period'), t('orders'), t('revenue'), t('items')], ...report.series.map((s) => [s.period, s.orders, s.revenue, s.items])]),
    rows([[t('totals'), report.totals.orders, report.totals.revenue, report.totals.items]]),
    '',
    rows([
      [t('product'), t('quantity'), t('revenue'), t('orders')],
      ...report.topProducts.map((p) => [localized(p.name, locale), p.quantity, p.revenue, p.orders]),
    ]),
  ].join('\n');
  // a byte-order mark so spreadsheet programs read Arabic as UTF-8
  downloadCSV(`\uFEFF${csv}`, `sales-${report.groupBy}-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}`);
}
