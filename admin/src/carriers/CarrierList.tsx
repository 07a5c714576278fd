import type { Localized } from '@ward/shared';
import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, useLocale } from 'react-admin';
import { LtrField } from '../common/direction';
import { localized } from '../common/fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="isActive" source="isActive" />];

/** The name sorts in the admin's language (`name.ar` or `name.en` on the server). */
export const CarrierList = () => {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source={`name.${locale}`}
          label="resources.carriers.fields.name"
          render={(r: { name: Localized }) => localized(r.name, locale)}
        />
        <DataTable.Col source="trackingUrlTemplate" field={LtrField} disableSort />
        <DataTable.Col source="isActive" field={BooleanField} />
      </DataTable>
    </List>
  );
};
