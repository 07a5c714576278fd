import { WardPagination } from '../common/WardPagination';
import { PAYMENT_METHODS } from '@ward/shared';
import { AutocompleteInput, DataTable, DateInput, List, NumberInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, MoneyField, WardDateField } from '../common/fields';
import { exportOrders } from './exportOrders';
import { OrderStatusTabs } from './OrderStatusTabs';
import { orderStatusColor, paymentStatusColor } from './statusColor';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="paymentMethod" source="paymentMethod" choices={choicesOf(PAYMENT_METHODS, 'ward.payment_method')} />,
  <ReferenceInput key="customerId" source="customerId" reference="customers">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="from" source="createdAt_gte" label="resources.orders.filters.createdAt_gte" />,
  <DateInput key="to" source="createdAt_lte" label="resources.orders.filters.createdAt_lte" />,
  <NumberInput key="min" source="total_gte" label="resources.orders.filters.total_gte" min={0} />,
  <NumberInput key="max" source="total_lte" label="resources.orders.filters.total_lte" min={0} />,
];

export const OrderList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={exportOrders} pagination={<WardPagination />}>
    <OrderStatusTabs />
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="orderNumber" />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col source="customerName" />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.order_status" color={orderStatusColor} />} />
      <DataTable.Col source="paymentMethod" render={() => <EnumChip source="paymentMethod" prefix="ward.payment_method" />} />
      <DataTable.Col
        source="paymentStatus"
        disableSort
        render={() => <EnumChip source="paymentStatus" prefix="ward.payment_status" color={paymentStatusColor} />}
      />
      <DataTable.Col source="total" field={MoneyField} />
    </DataTable>
  </List>
);
