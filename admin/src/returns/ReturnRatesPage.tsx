import FlagIcon from '@mui/icons-material/Flag';
import {
  Alert,
  Box,
  Card,
  CardHeader,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReturnReportDto } from '@ward/shared';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';
import { daysAgo } from '../dashboard/useDashboard';
import { registerScreenTexts } from '../i18n/screen-texts';
import type { WardDataProvider } from '../providers';
import texts from './returns.texts';

registerScreenTexts(texts);

const R = 'resources.returns.report';
const percent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

const ByProduct = ({ report }: { report: ReturnReportDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card variant="outlined">
      <CardHeader title={translate(`${R}.by_product`)} slotProps={{ title: { variant: 'h6' } }} />
      <Table size="small" aria-label={translate(`${R}.by_product`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${R}.product`)}</TableCell>
            <TableCell align="right">{translate(`${R}.delivered`)}</TableCell>
            <TableCell align="right">{translate(`${R}.returned`)}</TableCell>
            <TableCell align="right">{translate(`${R}.rate`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.byProduct.map((p, i) => (
            <TableRow key={p.productId ?? `gone-${i}`}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{localized(p.name, locale)}</span>
                  {p.flagged && <Chip size="small" color="error" icon={<FlagIcon />} label={translate(`${R}.flagged`)} />}
                </Stack>
              </TableCell>
              <TableCell align="right">{p.delivered}</TableCell>
              <TableCell align="right">{p.returned}</TableCell>
              <TableCell align="right">{percent(p.rate, locale)}</TableCell>
            </TableRow>
          ))}
          {!report.byProduct.length && (
            <TableRow>
              <TableCell colSpan={4}>{translate(`${R}.empty`)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
};

const ByReason = ({ report }: { report: ReturnReportDto }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate(`${R}.by_reason`)} slotProps={{ title: { variant: 'h6' } }} />
      <Table size="small" aria-label={translate(`${R}.by_reason`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.returns.fields.reason')}</TableCell>
            <TableCell align="right">{translate(`${R}.returns`)}</TableCell>
            <TableCell align="right">{translate(`${R}.units`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.byReason.map((r) => (
            <TableRow key={r.reason}>
              <TableCell>{translate(`resources.returns.reason.${r.reason}`)}</TableCell>
              <TableCell align="right">{r.returns}</TableCell>
              <TableCell align="right">{r.units}</TableCell>
            </TableRow>
          ))}
          {!report.byReason.length && (
            <TableRow>
              <TableCell colSpan={3}>{translate(`${R}.empty`)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
};

/** `/returns-report`: of the orders delivered in a period, what came back, per product (the most returned flagged) and per reason. */
export const ReturnRatesPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WardDataProvider>();
  const [range, setRange] = useState({ from: daysAgo(29), to: daysAgo(0) });
  const { data, error, isPending } = useQuery({
    queryKey: ['returns/report', range],
    queryFn: async () => (await dataProvider.fetch<ReturnReportDto>('returns/report', range)).data,
  });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={`${R}.title`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={translate(`ward.reports.${end}`)}
            value={range[end]}
            onChange={(e) => setRange({ ...range, [end]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${R}.explained`)}
      </Alert>
      {error ? <Alert severity="warning">{error.message}</Alert> : null}
      {isPending ? (
        <Loading />
      ) : data ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <ByProduct report={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <ByReason report={data} />
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
};
