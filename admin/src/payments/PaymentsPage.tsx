import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { MethodRoutesCard } from './MethodRoutesCard';
import { ProviderCard } from './ProviderCard';
import { usePaymentsText } from './usePaymentsText';

/** The "Payments" screen: each provider's keys, which provider takes each method, Apple Pay's file (issue 15). */
export const PaymentsPage = () => {
  const text = usePaymentsText();
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={text('title')} />
      <Typography variant="body2" color="text.secondary">
        {text('intro')}
      </Typography>
      <MethodRoutesCard />
      {(['moyasar', 'tabby', 'tamara'] as const).map((provider) => (
        <ProviderCard key={provider} provider={provider} />
      ))}
    </Box>
  );
};
