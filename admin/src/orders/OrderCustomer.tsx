import { Card, CardContent, CardHeader, Link as MuiLink, Typography } from '@mui/material';
import { addressPlaceParts, type OrderDto } from '@ward/shared';
import { Link } from 'react-router-dom';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { AutoDirText } from '../common/direction';
import { localized } from '../common/fields';
import { GuestChip } from '../customers/GuestChip';
import { OrderExportProof } from './OrderExportProof';

/** Who ordered, where it goes and how it travels. */
export const OrderCustomer = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!order) return null;
  const a = order.address;
  // the National Address numbers the courier and the invoice need, each with its name
  const numbers = (['shortAddress', 'buildingNumber', 'additionalNumber'] as const)
    .filter((k) => a[k])
    .map((k) => `${translate(`resources.settings.fields.nationalAddress.${k}`)}: \u2066${a[k]}\u2069`);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={translate('resources.orders.sections.customer')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <MuiLink component={Link} to={`/customers/${order.customerId}`}>
          {order.customerName}
        </MuiLink>
        <GuestChip show={order.guestCheckout} />
        <Typography variant="body2" color="text.secondary">
          {order.customerEmail}
        </Typography>
        {/* a guest's mobile, when it is not the recipient's (shown below) */}
        {order.guestCheckout && order.customerPhone && order.customerPhone !== a.phone ? (
          <Typography variant="body2" color="text.secondary">
            <span dir="ltr">{order.customerPhone}</span>
          </Typography>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('resources.orders.sections.address')}
        </Typography>
        <Typography variant="body2" component="div" data-testid="order-address">
          <AutoDirText
            text={[
              a.recipientName,
              a.phone && `\u2066${a.phone}\u2069`,
              [...addressPlaceParts(a), a.postalCode].filter(Boolean).join(locale === 'ar' ? '، ' : ', '),
              ...numbers,
              translate(`ward.country.${a.country}`),
            ]
              .filter(Boolean)
              .join('\n')}
          />
        </Typography>
        {order.carrier && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('resources.orders.sections.shipment')}
            </Typography>
            <Typography variant="body2">
              {localized(order.carrier.name, locale)}
              {order.trackingNumber && ' · '}
              {order.trackingUrl ? (
                <MuiLink href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {order.trackingNumber}
                </MuiLink>
              ) : (
                order.trackingNumber
              )}
            </Typography>
          </>
        )}
        <OrderExportProof order={order} />
        {order.rejectionReason && (
          <Typography variant="body2" color="error" sx={{ mt: 2 }}>
            {translate('resources.orders.fields.rejectionReason')}: {order.rejectionReason}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
