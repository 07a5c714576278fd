import { LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useEditContext, useTranslate } from 'react-admin';

/**
 * Inside an EditBase: its form once the saved record is read. A form shown while the record was
 * still loading was reset when it arrived, wiping what the admin had typed meanwhile.
 */
export const WhenLoaded = ({ children }: { children: ReactNode }) => {
  const { isPending } = useEditContext();
  const translate = useTranslate();
  return isPending ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} /> : <>{children}</>;
};
