import { useMediaQuery, type Theme } from '@mui/material';
import { WardPagination } from '../common/WardPagination';
import { PAYMENT_METHODS, type OrderDto } from '@ward/shared';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocale,
} from 'react-admin';
import { choicesOf, EnumChip, formatMoney, MoneyField, WardDateField } from '../common/fields';
import { exportOrders } from './exportOrders';
import { GuestChip } from '../customers/GuestChip';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderStatusTabs } from './OrderStatusTabs';
import { paymentStatusChoices, PaymentStatusChip } from './PaymentStatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
  <SelectInput key="paymentMethod" source="paymentMethod" choices={choicesOf(PAYMENT_METHODS, 'ward.payment_method')} />,
  <ReferenceInput key="customerId" source="customerId" reference="customers">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <DateInput key="from" source="createdAt_gte" label="resources.orders.filters.createdAt_gte" />,
  <DateInput key="to" source="createdAt_lte" label="resources.orders.filters.createdAt_lte" />,
  <NumberInput key="min" source="total_gte" label="resources.orders.filters.total_gte" min={0} />,
  <NumberInput key="max" source="total_lte" label="resources.orders.filters.total_lte" min={0} />,
];

/** Phones get one card per order: number and customer, the two statuses, the total (nothing cut off). */
const OrderCards = () => {
  const locale = useLocale();
  return (
    <SimpleList
      primaryText={(o: OrderDto) => (
        <>
          {`${o.orderNumber} · ${o.customerName}`}
          <GuestChip show={o.guestCheckout} />
        </>
      )}
      secondaryText={() => (
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
          <OrderStatusChip />
          <PaymentStatusChip />
        </span>
      )}
      tertiaryText={(o: OrderDto) => formatMoney(o.total, locale)}
      linkType="show"
      rowSx={() => ({ '& .MuiListItemText-secondary': { whiteSpace: 'normal' } })}
    />
  );
};

export const OrderList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={exportOrders}
      pagination={<WardPagination />}
    >
      <OrderStatusTabs />
      {isSmall ? (
        <OrderCards />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="orderNumber" />
          <DataTable.Col source="createdAt" field={WardDateField} />
          <DataTable.Col
            source="customerName"
            render={(o: OrderDto) => (
              <>
                {o.customerName}
                <GuestChip show={o.guestCheckout} />
              </>
            )}
          />
          <DataTable.Col source="status" render={() => <OrderStatusChip />} />
          <DataTable.Col source="paymentStatus" disableSort render={() => <PaymentStatusChip />} />
          <DataTable.Col source="paymentMethod" render={() => <EnumChip source="paymentMethod" prefix="ward.payment_method" />} />
          <DataTable.Col source="total" field={MoneyField} />
        </DataTable>
      )}
    </List>
  );
};
