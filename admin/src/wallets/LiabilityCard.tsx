import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { WalletLiabilityDto } from '@ward/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import type { WardDataProvider } from '../providers';

/** What the shop owes in store credit: the accountant's month-end figure, above the wallets. */
export const LiabilityCard = () => {
  const dataProvider = useDataProvider<WardDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['wallet-liability'],
    queryFn: () => dataProvider.fetch<WalletLiabilityDto>('wallet-liability').then((r) => r.data),
  });
  return (
    <Card variant="outlined" sx={{ mb: 2, mt: 1 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {translate('resources.wallets.liability.title')}
        </Typography>
        {data ? (
          <>
            <Typography variant="h5" component="p">
              {formatMoney(data.outstanding, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.wallets.liability.customers', { smart_count: data.customers })} ·{' '}
              {translate('resources.wallets.liability.expiring', { amount: formatMoney(data.expiringWithin30Days, locale) })}
            </Typography>
          </>
        ) : (
          <Skeleton width={200} height={40} />
        )}
      </CardContent>
    </Card>
  );
};
