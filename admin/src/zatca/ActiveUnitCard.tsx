import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ZatcaOnboardingDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import './zatcaTexts';

const dateOf = (iso: string | null, locale: string) => formatDateTime(iso, locale, 'date') || '—';

/** The unit that signs and reports, and a warning before its certificate expires. */
export const ActiveUnitCard = ({ unit }: { unit: NonNullable<ZatcaOnboardingDto['active']> }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<VerifiedIcon color="success" />}
        title={translate('ward.zatca.active.title')}
        subheader={translate(`ward.zatca.environments.${unit.environment}`)}
      />
      <CardContent>
        <Typography variant="body2">
          {translate('ward.zatca.active.unit')}: <bdi>{unit.commonName}</bdi>
        </Typography>
        <Typography variant="body2">
          {translate('ward.zatca.active.expires')}: {dateOf(unit.certificateExpiresAt, locale)}
        </Typography>
        <Typography variant="body2">
          {translate('ward.zatca.active.counter')}: <bdi>{unit.lastIcv}</bdi>
        </Typography>
        {unit.expiryWarning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('ward.zatca.active.expiring', { smart_count: Math.max(0, unit.daysToExpiry ?? 0) })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
