import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PromotionReportDto } from '@ward/shared';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import type { WardDataProvider } from '../providers';

const R = 'resources.promotions.report.';

/** A promotion's results beside its editor: uses, orders, customers (new ones), revenue and discount given. */
export const PromotionReport = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<WardDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const report = useQuery({
    queryKey: ['promotions', record?.id, 'report'],
    queryFn: () => dataProvider.fetch<PromotionReportDto>(`promotions/${record!.id}/report`).then((r) => r.data),
    enabled: record?.id !== undefined,
  });
  const r = report.data;
  const money = (v: number) => formatMoney(v, locale);
  const rows: Array<[string, string]> = r
    ? [
        ['uses', String(r.uses)],
        ['orders', String(r.orders)],
        ['customers', String(r.customers)],
        ['newCustomers', String(r.newCustomers)],
        ['revenue', money(r.revenue)],
        [
          'discountGiven',
          r.budget === null
            ? money(r.discountGiven)
            : `${money(r.discountGiven)} ${translate(`${R}ofBudget`, { budget: money(r.budget) })}`,
        ],
      ]
    : [];
  return (
    <Card
      sx={{ width: 300, marginInlineStart: 2, alignSelf: 'flex-start', flexShrink: 0 }}
      component="section"
      aria-labelledby="promotion-report-title"
    >
      <CardContent>
        <Typography id="promotion-report-title" variant="h6" component="h2">
          {translate(`${R}title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${R}note`)}
        </Typography>
        {report.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {report.isError && <Alert severity="error">{report.error.message}</Alert>}
        <dl style={{ margin: 0 }}>
          {rows.map(([key, value]) => (
            <Stack key={key} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
              <Typography component="dt" variant="body2">
                {translate(`${R}${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
