import { CATEGORY_SECTIONS } from '@ward/shared';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, LocalizedField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="section" source="section" choices={choicesOf(CATEGORY_SECTIONS, 'ward.sections')} />,
];

export const CategoryList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
    <DataTable rowClick="edit">
      <DataTable.Col source="id" />
      <DataTable.Col source="name" field={LocalizedField} />
      <DataTable.Col source="section" render={() => <EnumChip source="section" prefix="ward.sections" />} />
      <DataTable.NumberCol source="productsCount" />
    </DataTable>
  </List>
);
