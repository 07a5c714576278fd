import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { SALES_GROUPINGS, type SalesReportDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { exportSalesReport } from './exportSalesReport';

export interface ReportQuery {
  from: string;
  to: string;
  groupBy: 'day' | 'week' | 'month';
}

export const ReportFilters = ({
  value,
  onChange,
  report,
}: {
  value: ReportQuery;
  onChange: (q: ReportQuery) => void;
  report?: SalesReportDto;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        type="date"
        size="small"
        label={translate('ward.reports.from')}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('ward.reports.to')}
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={translate('ward.reports.group_by')}
        value={value.groupBy}
        onChange={(e) => onChange({ ...value, groupBy: e.target.value as ReportQuery['groupBy'] })}
        sx={{ minWidth: 140 }}
      >
        {SALES_GROUPINGS.map((g) => (
          <MenuItem key={g} value={g}>
            {translate(`ward.reports.${g}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<DownloadIcon />} disabled={!report} onClick={() => report && exportSalesReport(report, locale, translate)}>
        {translate('ward.reports.export')}
      </Button>
    </Stack>
  );
};
