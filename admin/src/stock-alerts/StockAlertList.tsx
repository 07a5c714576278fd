import { DataTable, List, NumberField } from 'react-admin';
import { LocalizedField, WardDateField } from '../common/fields';

/**
 * Products shoppers asked to hear about when they return: how many wait and since when, most
 * waited-for first (read only; each request ends with its one mail when stock returns).
 */
export const StockAlertList = () => (
  <List sort={{ field: 'waiting', order: 'DESC' }} perPage={50} exporter={false}>
    <DataTable rowClick={(id) => `/products/${id}`} bulkActionButtons={false}>
      <DataTable.Col source="name" disableSort render={() => <LocalizedField source="name" />} />
      <DataTable.Col source="stock" disableSort field={NumberField} />
      <DataTable.Col source="waiting" disableSort field={NumberField} />
      <DataTable.Col source="oldestAt" disableSort field={WardDateField} />
    </DataTable>
  </List>
);
