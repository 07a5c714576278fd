import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while the admin guard checks the stored token (SPEC.md §2: "Loading..."). */
export const Loading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress size={28} />
      <Typography>{translate('ra.page.loading', { _: 'Loading...' })}</Typography>
    </Box>
  );
};
