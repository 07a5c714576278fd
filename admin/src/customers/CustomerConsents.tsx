import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ConsentEventDto } from '@ward/shared';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { registerScreenTexts } from '../i18n/screen-texts';
import type { WardDataProvider } from '../providers';
import texts from './consents.texts';

registerScreenTexts(texts);

/** What the customer agreed to or withdrew, newest first: channel, address, when, where, the text version and IP. */
export const CustomerConsents = () => {
  const customer = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data } = useQuery({
    queryKey: ['consents', customer?.id],
    enabled: !!customer,
    queryFn: async () => (await dataProvider.fetch<ConsentEventDto[]>(`customers/${customer!.id}/consents`)).data,
  });
  if (!customer) return null;
  const t = (key: string) => translate(`resources.consents.${key}`);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="customer-consents">
      <CardHeader title={t('title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {!data ? <Skeleton height={48} /> : null}
        {data?.length === 0 ? <Typography color="text.secondary">{t('empty')}</Typography> : null}
        <List dense disablePadding>
          {data?.map((e) => (
            <ListItem key={e.id} disableGutters>
              <Chip size="small" sx={{ mr: 1 }} color={e.granted ? 'success' : 'default'} label={t(e.granted ? 'granted' : 'withdrawn')} />
              <ListItemText
                primary={`${t(`channel.${e.channel}`)} · ${e.contact}`}
                secondary={[new Date(e.at).toLocaleString(locale), t(`source.${e.source}`), e.textVersion, e.ip]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
