import { DataTable, List, NumberField, SearchInput } from 'react-admin';
import { LocalizedField } from '../common/fields';

export const BranchList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sortOrder', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" field={LocalizedField} />
      <DataTable.Col source="description" field={LocalizedField} disableSort />
      <DataTable.Col source="phone" />
      <DataTable.Col source="latitude" field={NumberField} />
      <DataTable.Col source="longitude" field={NumberField} />
      <DataTable.NumberCol source="sortOrder" />
    </DataTable>
  </List>
);
