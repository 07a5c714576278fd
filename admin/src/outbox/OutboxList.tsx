import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';

const STATUSES = ['pending', 'sent', 'failed'];
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={choicesOf(STATUSES, 'ward.outbox_status')} />];

/** Read only: every mail the shop sent or keeps (without SMTP, e.g. demo reset codes). */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="to" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="template" />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.outbox_status" />} />
      <DataTable.Col source="createdAt" field={WardDateField} />
    </DataTable>
  </List>
);
