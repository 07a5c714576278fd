import { Avatar } from '@mui/material';
import { BANNER_POSITIONS, type BannerDto, type Localized } from '@ward/shared';
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, SelectInput, useLocale } from 'react-admin';
import { choicesOf, EnumChip, localized } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="position" source="position" choices={choicesOf(BANNER_POSITIONS, 'ward.positions')} />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** The name sorts in the admin's language (`name.ar` or `name.en` on the server). */
export const BannerList = () => {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source="image"
          disableSort
          render={(b: BannerDto) => (
            <Avatar variant="rounded" src={b.image?.variants?.['320'] ?? b.image?.url} sx={{ width: 96, height: 40 }} />
          )}
        />
        <DataTable.Col
          source={`name.${locale}`}
          label="resources.banners.fields.name"
          render={(r: { name: Localized }) => localized(r.name, locale)}
        />
        <DataTable.Col source="position" render={() => <EnumChip source="position" prefix="ward.positions" />} />
        <DataTable.NumberCol source="sortOrder" />
        <DataTable.Col source="isActive" field={BooleanField} />
      </DataTable>
    </List>
  );
};
