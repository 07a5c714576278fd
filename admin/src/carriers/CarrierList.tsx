import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { LocalizedField } from '../common/fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="isActive" source="isActive" />];

export const CarrierList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" field={LocalizedField} />
      <DataTable.Col source="trackingUrlTemplate" />
      <DataTable.Col source="isActive" field={BooleanField} />
    </DataTable>
  </List>
);
