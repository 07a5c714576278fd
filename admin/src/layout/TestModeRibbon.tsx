import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../providers';

/** While the built-in test gateway takes payments no real money moves: every screen says so (issue 11 §2). */
export const TestModeRibbon = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data: testMode } = useQuery({
    queryKey: ['ward', 'testMode'],
    queryFn: async () => (await dataProvider.fetch<{ testMode?: boolean }>('settings')).data.testMode === true,
    staleTime: Infinity,
  });
  if (!testMode) return null;
  return (
    <Alert severity="warning" role="note" sx={{ borderRadius: 0, py: 0, mb: 1 }}>
      <strong>{translate('ward.testMode.title')}</strong> {translate('ward.testMode.text')}
    </Alert>
  );
};
