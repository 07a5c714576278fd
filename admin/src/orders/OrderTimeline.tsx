import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { orderEventNoteKey, type OrderDto, type OrderHistoryDto } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { AutoDirText } from '../common/direction';
import { formatDateTime } from '../common/dates';
import { localized } from '../common/fields';

/**
 * A note in the admin's language: the gateway's and the system's codes (`paid`, `expired`…) are
 * translated, a shipment names the carrier in this language; an admin's reason stays as written.
 */
function noteOf(h: OrderHistoryDto, order: OrderDto, translate: TranslateFunction, locale: string): string | null {
  if (!h.note) return null;
  if (h.status === 'OnTheWay' && order.carrier)
    return [localized(order.carrier.name, locale), order.trackingNumber].filter(Boolean).join(' · ');
  const key = orderEventNoteKey(h.note);
  return key ? translate(`resources.orders.history.notes.${key.slice('orderEvent.'.length)}`) : h.note;
}

/** Every transition with its time, who made it and any note (DESIGN.md §5). */
export const OrderTimeline = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!order) return null;
  return (
    <Card variant="outlined">
      <CardHeader title={translate('resources.orders.sections.timeline')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }} data-testid="order-timeline">
        {order.history.map((h, i) => (
          <Box
            key={i}
            sx={{
              borderInlineStart: 2,
              borderColor: i === order.history.length - 1 ? 'primary.main' : 'divider',
              paddingInlineStart: 2,
              pb: 2,
              position: 'relative',
            }}
          >
            <Typography variant="subtitle2">{translate(`ward.order_status.${h.status}`)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(h.at, locale)} ·{' '}
              {translate('resources.orders.history.by', { actor: h.actor.name ?? translate('resources.orders.history.system') })}
            </Typography>
            {h.note && (
              <Typography variant="body2" component="div">
                <AutoDirText text={noteOf(h, order, translate, locale)} />
              </Typography>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
