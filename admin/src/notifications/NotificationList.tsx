import SendIcon from '@mui/icons-material/Send';
import {
  BooleanField,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { LocalizedField, WardDateField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="customers">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="isRead" source="isRead" />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="resources.notifications.send.title" icon={<SendIcon />} />
    <ExportButton />
  </TopToolbar>
);

/** Notifications sent, with their recipient; "send" composes a new one. */
export const NotificationList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <DataTable>
      <DataTable.Col source="title" field={LocalizedField} disableSort />
      <DataTable.Col source="userName" />
      <DataTable.Col source="userEmail" disableSort />
      <DataTable.Col source="isRead" field={BooleanField} />
      <DataTable.Col source="createdAt" field={WardDateField} />
    </DataTable>
  </List>
);
