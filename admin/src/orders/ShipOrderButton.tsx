import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { firstFieldErrors, shipOrderSchema, type CarrierDto, type Language, type OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';
import { useOrderAction } from './useOrderAction';

/** Ship with a carrier (the one chosen at checkout by default) and a tracking number. */
export const ShipOrderButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const [open, setOpen] = useState(false);
  const [carrierId, setCarrierId] = useState<number | ''>(order.carrier?.id ?? '');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data: carriers = [] } = useGetList<CarrierDto>(
    'carriers',
    { pagination: { page: 1, perPage: 100 }, filter: { isActive: true } },
    { enabled: open },
  );
  const mutation = useOrderAction(order, 'ship');
  const submit = () => {
    const parsed = shipOrderSchema.safeParse({ carrierId: carrierId === '' ? null : carrierId, trackingNumber });
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error, locale));
    mutation.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  };
  const f = (k: string) => translate(`resources.orders.fields.${k}`);
  return (
    <>
      <Button variant="contained" startIcon={<LocalShippingIcon />} onClick={() => setOpen(true)}>
        {translate('resources.orders.actions.ship')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.orders.actions.ship_title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            name="carrierId"
            label={f('carrier')}
            value={carrierId}
            onChange={(e) => setCarrierId(Number(e.target.value))}
            error={!!errors.carrierId}
            helperText={errors.carrierId}
          >
            {carriers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {localized(c.name, locale)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            margin="dense"
            name="trackingNumber"
            label={f('trackingNumber')}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            error={!!errors.trackingNumber}
            helperText={errors.trackingNumber}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={mutation.isPending}>
            {translate('resources.orders.actions.ship')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
