import { WardPagination } from '../common/WardPagination';
import { DataTable, DateInput, List, SearchInput, SelectInput, TextInput, TextField } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';
import { ChangedFields, ResourceName } from './AuditFields';
import { AUDIT_ACTIONS, AUDITED_RESOURCES } from './auditChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={AUDITED_RESOURCES.map((id) => ({ id, name: `resources.${id}.name` }))} />,
  <SelectInput key="action" source="action" choices={choicesOf(AUDIT_ACTIONS, 'ward.audit_action')} />,
  <TextInput key="recordId" source="recordId" slotProps={{ htmlInput: { dir: 'ltr' } }} />,
  <TextInput key="field" source="field" slotProps={{ htmlInput: { dir: 'ltr' } }} />,
  <DateInput key="at_gte" source="at_gte" />,
  <DateInput key="at_lte" source="at_lte" />,
];

/** Read only, newest first: who changed which record, when, and which fields. */
export const AuditList = () => (
  <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} pagination={<WardPagination />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="at" field={WardDateField} />
      <DataTable.Col source="actorName" field={TextField} />
      <DataTable.Col source="action" render={() => <EnumChip source="action" prefix="ward.audit_action" />} />
      <DataTable.Col source="resource" field={ResourceName} />
      <DataTable.Col source="recordId" field={LtrField} />
      <DataTable.Col source="fields" field={ChangedFields} disableSort />
    </DataTable>
  </List>
);
