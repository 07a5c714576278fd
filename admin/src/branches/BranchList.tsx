import type { Localized } from '@ward/shared';
import { DataTable, List, NumberField, SearchInput, useLocale } from 'react-admin';
import { LtrField } from '../common/direction';
import { LocalizedField, localized } from '../common/fields';

/** The name sorts in the admin's language (`name.ar` or `name.en` on the server). */
export const BranchList = () => {
  const locale = useLocale();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col
          source={`name.${locale}`}
          label="resources.branches.fields.name"
          render={(r: { name: Localized }) => localized(r.name, locale)}
        />
        <DataTable.Col source="description" field={LocalizedField} disableSort />
        <DataTable.Col source="phone" field={LtrField} disableSort />
        <DataTable.Col source="latitude" field={NumberField} />
        <DataTable.Col source="longitude" field={NumberField} />
        <DataTable.NumberCol source="sortOrder" />
      </DataTable>
    </List>
  );
};
