import { Avatar } from '@mui/material';
import { BANNER_POSITIONS, type BannerDto } from '@ward/shared';
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, LocalizedField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="position" source="position" choices={choicesOf(BANNER_POSITIONS, 'ward.positions')} />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

export const BannerList = () => (
  <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="image" disableSort render={(b: BannerDto) => <Avatar variant="rounded" src={b.image?.variants?.['320'] ?? b.image?.url} sx={{ width: 96, height: 40 }} />} />
      <DataTable.Col source="name" field={LocalizedField} />
      <DataTable.Col source="position" render={() => <EnumChip source="position" prefix="ward.positions" />} />
      <DataTable.NumberCol source="sortOrder" />
      <DataTable.Col source="isActive" field={BooleanField} />
    </DataTable>
  </List>
);
