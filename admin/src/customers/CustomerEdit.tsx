import { Box, Card, CardHeader } from '@mui/material';
import { DataTable, ReferenceManyField, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { EnumChip, MoneyField, WardDateField } from '../common/fields';
import { WardEdit } from '../common/forms';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { BlockButton } from './BlockButton';
import { userStatusColor } from './statusColor';
import { CustomerForm } from './CustomerForm';
import { CustomerConsents } from './CustomerConsents';
import { CustomerWallet } from './CustomerWallet';

/** Save, the user's status as a chip (a block shows at once) and block or activate. */
const CustomerToolbar = () => (
  <Toolbar sx={{ gap: 2 }}>
    <SaveButton />
    <Box data-testid="customer-status">
      <EnumChip source="status" prefix="ward.user_status" color={userStatusColor} />
    </Box>
    <BlockButton />
  </Toolbar>
);

/** Their orders, newest first, each opening the order. */
const CustomerOrders = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.customers.tabs.orders')} slotProps={{ title: { variant: 'h6' } }} />
      <ReferenceManyField reference="orders" target="customerId" sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
        <DataTable rowClick="show" bulkActionButtons={false} resource="orders">
          <DataTable.Col source="orderNumber" />
          <DataTable.Col source="createdAt" field={WardDateField} />
          <DataTable.Col source="status" render={() => <OrderStatusChip />} />
          <DataTable.Col source="total" field={MoneyField} />
        </DataTable>
      </ReferenceManyField>
    </Card>
  );
};

/** The status changes only through block and activate, never as a stale form value. */
const withoutStatus = ({ status: _status, ...data }: Record<string, unknown>) => data;

export const CustomerEdit = () => (
  <WardEdit
    transform={withoutStatus}
    aside={
      <Box sx={{ display: { xs: 'none', lg: 'block' }, width: 480, marginInlineStart: 2 }}>
        <CustomerWallet />
        <CustomerOrders />
        <CustomerConsents />
      </Box>
    }
  >
    <CustomerForm mode="edit" toolbar={<CustomerToolbar />} />
    <Box sx={{ display: { lg: 'none' }, p: 1 }}>
      <CustomerWallet />
      <CustomerOrders />
      <CustomerConsents />
    </Box>
  </WardEdit>
);
