import { Alert, Box, Card, CardContent, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useTranslate } from 'react-admin';
import { ActiveUnitCard } from './ActiveUnitCard';
import { ChecksStep } from './ChecksStep';
import { CsrStep } from './CsrStep';
import { OtpStep } from './OtpStep';
import { ProductionStep } from './ProductionStep';
import { useZatcaState } from './useZatca';
import './zatcaTexts';

const STEP_OF = { 'csr-ready': 1, compliance: 2, 'compliance-passed': 3 } as const;

/** The "ZATCA" screen: the active EGS unit, and onboarding step by step (issue 16). */
export const ZatcaPage = () => {
  const translate = useTranslate();
  const { data, error, isPending } = useZatcaState();
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{error?.message}</Alert>;
  const current = data.onboarding;
  const active = current ? (STEP_OF[current.status as keyof typeof STEP_OF] ?? 0) : 0;
  const steps = [
    { label: 'csr', body: <CsrStep current={current} /> },
    { label: 'otp', body: <OtpStep /> },
    { label: 'checks', body: <ChecksStep checks={current?.complianceChecks ?? []} /> },
    { label: 'production', body: <ProductionStep replacesActive={!!data.active} /> },
  ];
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Title title="ward.zatca.title" />
      <Typography variant="body2" color="text.secondary">
        {translate('ward.zatca.intro')}
      </Typography>
      {!data.sellerComplete && (
        <Alert severity="warning">
          {translate('ward.zatca.sellerIncomplete')} <Link to="/settings/1">{translate('ward.app.profile')}</Link>
        </Alert>
      )}
      {data.active ? <ActiveUnitCard unit={data.active} /> : <Alert severity="info">{translate('ward.zatca.notOnboarded')}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(data.active ? 'ward.zatca.renew' : 'ward.zatca.onboard')}
          </Typography>
          <Stepper activeStep={active} orientation="vertical">
            {steps.map((s, i) => (
              <Step key={s.label} completed={i < active}>
                <StepLabel>{translate(`ward.zatca.steps.${s.label}`)}</StepLabel>
                <StepContent>{s.body}</StepContent>
              </Step>
            ))}
          </Stepper>
        </CardContent>
      </Card>
    </Box>
  );
};
