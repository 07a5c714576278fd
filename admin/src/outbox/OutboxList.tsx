import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { AutoDirField, LtrField } from '../common/direction';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';

/** `kept`: no SMTP_URL, the mail stays here to be read (DESIGN.md §1). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'];
export const MAIL_TEMPLATES = [
  'welcome',
  'resetCode',
  'emailChanged',
  'contactMessage',
  'newsletterWelcome',
  'order-placed',
  'order-New',
  'order-InPreparation',
  'order-OnTheWay',
  'order-Completed',
  'order-Rejected',
  'order-PaymentFailure',
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(OUTBOX_STATUSES, 'ward.outbox_status')} />,
  <SelectInput key="template" source="template" choices={choicesOf(MAIL_TEMPLATES, 'ward.mail_template')} />,
];

/** Read only: every mail the shop sent or keeps (without SMTP, e.g. demo reset codes). */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="to" field={LtrField} />
      <DataTable.Col source="subject" field={AutoDirField} />
      <DataTable.Col source="template" render={() => <EnumChip source="template" prefix="ward.mail_template" />} />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.outbox_status" />} />
      <DataTable.Col source="createdAt" field={WardDateField} />
    </DataTable>
  </List>
);
