import { WardPagination } from '../common/WardPagination';
import { ROLES, USER_STATUSES } from '@ward/shared';
import { Box } from '@mui/material';
import { DataTable, EmailField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';
import { visuallyHidden } from '../common/visuallyHidden';
import { BlockButton } from './BlockButton';
import { GuestChip } from './GuestChip';
import type { CustomerDto } from '@ward/shared';
import { userStatusColor } from './statusColor';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(USER_STATUSES, 'ward.user_status')} />,
  <SelectInput key="role" source="role" choices={choicesOf(ROLES, 'ward.role')} />,
];

/** The buttons' column is named for screen readers (an empty heading names nothing). */
const AccessHeading = () => <Box sx={visuallyHidden}>{useTranslate()('resources.customers.fields.access')}</Box>;

export const CustomerList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} pagination={<WardPagination />}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col
        source="name"
        render={(c: CustomerDto) => (
          <>
            {c.name}
            <GuestChip show={c.isGuest} />
          </>
        )}
      />
      <DataTable.Col source="email" render={(c: CustomerDto) => (c.isGuest ? c.guestEmail : <EmailField source="email" />)} />
      <DataTable.Col source="phone" field={LtrField} />
      <DataTable.Col source="role" render={() => <EnumChip source="role" prefix="ward.role" />} />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.user_status" color={userStatusColor} />} />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col label={<AccessHeading />} disableSort render={() => <BlockButton />} />
    </DataTable>
  </List>
);
