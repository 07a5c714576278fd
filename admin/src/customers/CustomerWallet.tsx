import { Button, Card, CardActions, CardHeader, CardContent, Skeleton, Typography } from '@mui/material';
import type { WalletDto } from '@ward/shared';
import { Link, useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from '../wallets/wallets.texts';

registerScreenTexts(texts);

/** The customer's store credit beside their orders, opening the wallet (its lines and adjustments). */
export const CustomerWallet = () => {
  const customer = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useGetOne<WalletDto & { id: number }>('wallets', { id: customer?.id ?? 0 }, { enabled: !!customer });
  if (!customer) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.wallets.open')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        {data ? (
          <>
            <Typography variant="h5" component="p">
              {formatMoney(data.balance, locale)}
            </Typography>
            {data.expiringSoon > 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.wallets.fields.expiringSoon')}: {formatMoney(data.expiringSoon, locale)}
              </Typography>
            )}
          </>
        ) : (
          <Skeleton width={120} height={36} />
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`/wallets/${customer.id}/show`}>
          {translate('resources.wallets.adjust.button')}
        </Button>
      </CardActions>
    </Card>
  );
};
