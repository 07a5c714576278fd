import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AbandonedCartsReportDto } from '@ward/shared';
import { useDataProvider, useListContext, useLocale, useTranslate } from 'react-admin';
import { formatMoney, intlLocale } from '../common/fields';
import type { WardDataProvider } from '../providers/dataProvider';

const FIGURES = ['abandoned', 'remindersSent', 'recovered', 'revenue'] as const;

/** The report's four figures for the list's date range (`GET /api/admin/reports/abandoned-carts`). */
export const AbandonedCartFigures = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<WardDataProvider>();
  const filters = useListContext().filterValues as { from?: string; to?: string };
  const range = { from: filters.from || undefined, to: filters.to || undefined };
  const { data, error } = useQuery({
    queryKey: ['reports/abandoned-carts', range],
    queryFn: async () => (await dataProvider.fetch<AbandonedCartsReportDto>('reports/abandoned-carts', range)).data,
  });
  if (error) return <Alert severity="warning">{translate('ward.carts.figuresFailed')}</Alert>;
  const format = (key: (typeof FIGURES)[number], value: number) =>
    key === 'revenue' ? formatMoney(value, locale) : new Intl.NumberFormat(intlLocale(locale)).format(value);
  return (
    <Grid container spacing={2} sx={{ p: 2 }} component="dl" aria-label={translate('resources.abandoned-carts.name', { smart_count: 2 })}>
      {FIGURES.map((key) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`ward.carts.${key}`)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }} data-figure={key}>
                {data ? format(key, data[key]) : <Skeleton width={80} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};
