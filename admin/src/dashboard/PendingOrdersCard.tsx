import { Button, Card, CardHeader, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { DashboardDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import { formatMoney } from '../common/fields';

/** Orders an admin must move on: new (approve or reject), in preparation (ship), on the way. */
export const NEEDS_ACTION = ['New', 'InPreparation', 'OnTheWay'];

export const PendingOrdersCard = ({ orders }: { orders: DashboardDto['recentOrders'] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const pending = orders.filter((o) => NEEDS_ACTION.includes(o.status));
  const all = `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'New' }))}`;
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('ward.dashboard.pending_orders')}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          <Button component={Link} to={all}>
            {translate('ward.dashboard.see_all')}
          </Button>
        }
      />
      <List dense data-testid="pending-orders">
        {pending.map((o) => (
          <ListItem key={o.id} disablePadding>
            <ListItemButton component={Link} to={`/orders/${o.id}/show`}>
              <ListItemText primary={`${o.orderNumber} · ${o.customerName}`} secondary={formatDateTime(o.createdAt, locale)} />
              <Chip size="small" label={translate(`ward.order_status.${o.status}`)} sx={{ marginInlineEnd: 1 }} />
              <Typography variant="body2">{formatMoney(o.total, locale)}</Typography>
            </ListItemButton>
          </ListItem>
        ))}
        {!pending.length && (
          <Typography component="li" sx={{ px: 2, pb: 2 }} color="text.secondary">
            {translate('ward.dashboard.nothing')}
          </Typography>
        )}
      </List>
    </Card>
  );
};
