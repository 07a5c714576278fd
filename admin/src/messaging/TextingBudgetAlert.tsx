import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TextingBudgetDto } from '@ward/shared';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registerScreenTexts } from '../i18n/screen-texts';
import type { WardDataProvider } from '../providers';
import texts from './TextingBudgetAlert.texts';

registerScreenTexts(texts);

/** Share of the hour's budget at which the dashboard starts warning. */
const WARN_AT = 0.8;

/** The dashboard's texting-budget alert (issue 26 §4): texts refused in the last day, or the hour's budget nearly spent. */
export const TextingBudgetAlert = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data } = useQuery({
    queryKey: ['messaging/texting-budget'],
    queryFn: async () => (await dataProvider.fetch<TextingBudgetDto>('messaging/texting-budget')).data,
  });
  if (!data) return null;
  const nearlySpent = data.hour.used >= data.hour.limit * WARN_AT;
  if (!data.refusedToday && !nearlySpent) return null;
  return (
    <Alert
      severity={data.refusedToday ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      action={
        <Button component={Link} to="/messaging" color="inherit" size="small">
          {translate('ward.textingBudget.open')}
        </Button>
      }
    >
      <AlertTitle>{translate('ward.textingBudget.title')}</AlertTitle>
      {data.refusedToday ? <div>{translate('ward.textingBudget.refused', { smart_count: data.refusedToday })}</div> : null}
      <div>
        {translate('ward.textingBudget.usage', { used: data.hour.used, limit: data.hour.limit, today: data.day.used, day: data.day.limit })}
      </div>
    </Alert>
  );
};
