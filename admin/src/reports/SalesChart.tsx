import { Card, CardContent } from '@mui/material';
import type { SalesReportDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { TrendChart } from '../common/TrendChart';

/** Revenue per period of the report. */
export default function SalesChart({ report }: { report: SalesReportDto }) {
  const locale = useLocale();
  const translate = useTranslate();
  const revenue = translate('ward.reports.revenue');
  return (
    <Card variant="outlined">
      <CardContent>
        <TrendChart
          kind="bar"
          height={300}
          title={revenue}
          valueLabel={revenue}
          points={report.series.map((s) => ({ label: s.period.slice(0, 10), value: s.revenue }))}
          formatValue={(v) => formatMoney(v, locale)}
        />
      </CardContent>
    </Card>
  );
}
