import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { intlLocale } from '../common/fields';
import { useListDays, useSearchSummary } from './useSearchFigures';

const Figure = ({ label, value }: { label: string; value: string | undefined }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h5" component="p" dir="ltr" sx={{ textAlign: 'start' }}>
          {value ?? <Skeleton width={60} />}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The period's totals above the list of queries. */
export const SearchSummary = () => {
  const locale = useLocale();
  const { data } = useSearchSummary(useListDays());
  const number = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString(intlLocale(locale)));
  const share = (n: number | undefined) =>
    n === undefined ? undefined : n.toLocaleString(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 });
  const zeroShare = data ? (data.searches ? data.zeroResultSearches / data.searches : 0) : undefined;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, p: 2 }} aria-live="polite">
      <Figure label="resources.search-queries.fields.searches" value={number(data?.searches)} />
      <Figure label="resources.search-queries.summary.queries" value={number(data?.queries)} />
      <Figure label="resources.search-queries.summary.zeroShare" value={share(zeroShare)} />
      <Figure label="resources.search-queries.fields.clicks" value={number(data?.clicks)} />
      <Figure label="resources.search-queries.fields.clickThrough" value={share(data?.clickThrough)} />
    </Stack>
  );
};
