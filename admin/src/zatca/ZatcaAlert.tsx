import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ZATCA_EXPIRY_WARNING_DAYS, type ZatcaAlertDto } from '@ward/shared';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { WardDataProvider } from '../providers';
import './zatcaTexts';

/** The dashboard's e-invoicing alert: documents unreported after 12 hours, rejections, certificate expiry. */
export const ZatcaAlert = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data } = useQuery({
    queryKey: ['zatca/alert'],
    queryFn: async () => (await dataProvider.fetch<ZatcaAlertDto>('zatca/alert')).data,
  });
  if (!data?.active) return null;
  const days = data.certificateExpiresInDays;
  const lines = [
    data.overdue > 0 && translate('ward.zatca.alert.overdue', { smart_count: data.overdue }),
    data.rejected > 0 && translate('ward.zatca.alert.rejected', { smart_count: data.rejected }),
    days !== null && days <= ZATCA_EXPIRY_WARNING_DAYS && translate('ward.zatca.active.expiring', { smart_count: Math.max(0, days) }),
  ].filter(Boolean);
  if (!lines.length) return null;
  return (
    <Alert
      severity={data.overdue || data.rejected ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      action={
        <Button
          component={Link}
          to={
            data.overdue || data.rejected
              ? `/zatca-documents?filter=${encodeURIComponent(JSON.stringify(data.overdue ? { overdue: true } : { status: 'rejected' }))}`
              : '/zatca'
          }
          color="inherit"
          size="small"
        >
          {translate('ward.zatca.alert.open')}
        </Button>
      }
    >
      <AlertTitle>{translate('ward.zatca.title')}</AlertTitle>
      {lines.map((line) => (
        <div key={String(line)}>{line}</div>
      ))}
    </Alert>
  );
};
