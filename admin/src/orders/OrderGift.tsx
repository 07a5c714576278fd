import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { AutoDirText } from '../common/direction';

/** What the customer asked for the gift: wrap, the card's message, who receives it, a slip without prices. */
export const OrderGift = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const gift = order?.gift;
  if (!gift) return null;
  const t = (key: string) => translate(`resources.orders.gift.${key}`);
  return (
    <Card variant="outlined" sx={{ mb: 2, borderColor: 'secondary.main' }} data-testid="order-gift">
      <CardHeader
        avatar={<CardGiftcardIcon color="secondary" />}
        title={translate('resources.orders.sections.gift')}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" color={gift.wrap ? 'secondary' : 'default'} label={t(gift.wrap ? 'wrap' : 'noWrap')} />
        </Stack>
        {gift.message && (
          <>
            <Typography variant="subtitle2">{t('message')}</Typography>
            <Typography variant="body1" component="div" sx={{ fontStyle: 'italic', mb: 1 }} data-testid="gift-message">
              <AutoDirText text={gift.message} />
            </Typography>
          </>
        )}
        {gift.recipient && (
          <>
            <Typography variant="subtitle2">{t('recipient')}</Typography>
            <Typography variant="body2" data-testid="gift-recipient">
              {gift.recipient.name} · <span dir="ltr">{gift.recipient.phone}</span>
            </Typography>
          </>
        )}
        {gift.hidePrices && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('hidePrices')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
