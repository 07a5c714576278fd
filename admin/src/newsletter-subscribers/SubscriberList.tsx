import { NEWSLETTER_STATUSES } from '@ward/shared';
import { DataTable, DateInput, EmailField, List, SearchInput, SelectInput } from 'react-admin';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(NEWSLETTER_STATUSES, 'ward.newsletter_status')} />,
  <SelectInput key="language" source="language" choices={choicesOf(['ar', 'en'], 'ward.common')} />,
  <DateInput key="from" source="createdAt_gte" label="ward.common.from" />,
  <DateInput key="to" source="createdAt_lte" label="ward.common.to" />,
];

/** Read only (and exportable): subscribers join from the storefront. */
export const SubscriberList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
    <DataTable>
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.newsletter_status" />} />
      <DataTable.Col source="language" render={() => <EnumChip source="language" prefix="ward.common" />} />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col source="unsubscribedAt" field={WardDateField} />
    </DataTable>
  </List>
);
