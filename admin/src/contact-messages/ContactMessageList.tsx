import type { ContactMessageDto } from '@ward/shared';
import { BooleanField, DataTable, DateInput, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { WardDateField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isRead" source="isRead" />,
  <DateInput key="from" source="createdAt_gte" label="ward.common.from" />,
  <DateInput key="to" source="createdAt_lte" label="ward.common.to" />,
];

/** Read only: messages from the contact page; unread ones stand out. */
export const ContactMessageList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="show" rowSx={(m: ContactMessageDto) => ({ '& td': { fontWeight: m.isRead ? 400 : 700 } })}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col source="isRead" field={BooleanField} />
    </DataTable>
  </List>
);
