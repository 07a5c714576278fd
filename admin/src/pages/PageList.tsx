import { DataTable, List } from 'react-admin';
import { EnumChip, LocalizedField, WardDateField } from '../common/fields';

/** The four content pages (about, privacy, return policy, terms): edited, never added. */
export const PageList = () => (
  <List pagination={false} exporter={false} actions={false} sort={{ field: 'id', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="slug" render={() => <EnumChip source="slug" prefix="resources.pages.slugs" />} />
      <DataTable.Col source="title" field={LocalizedField} disableSort />
      <DataTable.Col source="updatedAt" field={WardDateField} />
    </DataTable>
  </List>
);
