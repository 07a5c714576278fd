import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { openPrintable } from './openPrintable';

/** The packing slip, without prices or with them; the customer's choice comes first and is marked. */
export const PackingSlipButton = ({ order }: { order: OrderDto }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hidden = order.gift?.hidePrices ?? false;
  const choices: Array<'hide' | 'show'> = hidden ? ['hide', 'show'] : ['show', 'hide'];
  const print = (prices: 'hide' | 'show') => {
    setAnchor(null);
    openPrintable(`orders/${order.id}/packing-slip?prices=${prices}`).catch((e: Error) =>
      notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }),
    );
  };
  return (
    <>
      <Button startIcon={<Inventory2Icon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('resources.orders.actions.packingSlip')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {choices.map((prices, i) => (
          <MenuItem key={prices} onClick={() => print(prices)}>
            <ListItemText
              primary={translate(`resources.orders.actions.${prices === 'hide' ? 'slipWithoutPrices' : 'slipWithPrices'}`)}
              secondary={i === 0 ? translate('resources.orders.actions.customerChoice') : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
