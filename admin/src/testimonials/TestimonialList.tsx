import { DataTable, List, SearchInput } from 'react-admin';
import { LocalizedField } from '../common/fields';

export const TestimonialList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" field={LocalizedField} />
      <DataTable.Col source="job" field={LocalizedField} />
      <DataTable.Col source="review" field={LocalizedField} disableSort />
    </DataTable>
  </List>
);
