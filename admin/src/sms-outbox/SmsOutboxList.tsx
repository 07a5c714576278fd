import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';
import { OUTBOX_STATUSES } from '../outbox/OutboxList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf([...OUTBOX_STATUSES, 'refused'], 'ward.sms_status')} />,
];

/** Read only: every text message and its delivery status; codes show masked once a provider sends them (issue 18). */
export const SmsOutboxList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="to" field={LtrField} />
      <DataTable.Col source="preview" />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.sms_status" />} />
      <DataTable.Col source="attempts" />
      <DataTable.Col source="lastError" />
      <DataTable.Col source="createdAt" field={WardDateField} />
    </DataTable>
  </List>
);
