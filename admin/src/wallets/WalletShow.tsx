import { Card, CardContent, Stack, Typography } from '@mui/material';
import { addMessages, walletMessages, type WalletDto } from '@ward/shared';
import { Labeled, Link, ReferenceField, Show, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { AdjustWalletButton } from './AdjustWalletButton';
import { WalletEntries } from './WalletEntries';
import texts from './wallets.texts';

registerScreenTexts(texts);
addMessages(walletMessages);

const F = 'resources.wallets.fields';

const Header = () => {
  const record = useRecordContext<WalletDto & { id: number }>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, mb: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.wallets.open')} ·{' '}
        <ReferenceField source="customerId" reference="customers" link={false}>
          <TextField source="name" variant="h5" />
        </ReferenceField>
      </Typography>
      <Link to={`/customers/${record.customerId}`}>{translate(`${F}.customerId`)}</Link>
      <Labeled label={`${F}.balance`}>
        <Typography variant="h6">{formatMoney(record.balance, locale)}</Typography>
      </Labeled>
      <Labeled label={`${F}.expiringSoon`}>
        <Typography>{formatMoney(record.expiringSoon, locale)}</Typography>
      </Labeled>
      <Stack sx={{ marginInlineStart: { md: 'auto !important' } }}>
        <AdjustWalletButton />
      </Stack>
    </Stack>
  );
};

/** One customer's wallet: balance, what expires soon, every movement, and an adjustment with its reason. */
export const WalletShow = () => (
  <Show actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <Header />
    <Card variant="outlined">
      <CardContent>
        <WalletEntries />
      </CardContent>
    </Card>
  </Show>
);
