import { BooleanInput, DataTable, List, SearchInput, SelectInput, type Identifier, type RaRecord } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, EnumChip, MoneyField, WardDateField } from '../common/fields';
import '../zatca/zatcaTexts';

export const ZATCA_STATUSES = ['pending', 'signed', 'reported', 'reported-with-warnings', 'rejected', 'phase-1'];
export const ZATCA_KINDS = ['invoice', 'credit-note', 'debit-note'];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(ZATCA_STATUSES, 'ward.zatca.documents.status')} />,
  <SelectInput key="kind" source="kind" choices={choicesOf(ZATCA_KINDS, 'ward.zatca.kinds')} />,
  <BooleanInput key="overdue" source="overdue" />,
];

const toOrder = (_id: Identifier, _resource: string, record: RaRecord) => `/orders/${record.orderId}/show`;

/** Read only: every document sent (or waiting to be sent) to ZATCA; a row opens its order. */
export const ZatcaDocumentList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
    <DataTable rowClick={toOrder} bulkActionButtons={false}>
      <DataTable.Col source="icv" />
      <DataTable.Col source="number" field={LtrField} />
      <DataTable.Col source="orderNumber" field={LtrField} />
      <DataTable.Col source="kind" render={() => <EnumChip source="kind" prefix="ward.zatca.kinds" />} />
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.zatca.documents.status" />} />
      <DataTable.Col source="total" field={MoneyField} />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col source="problem" />
    </DataTable>
  </List>
);
