import { RETURN_STATUSES } from '@ward/shared';
import { DataTable, List, SelectInput, TextField } from 'react-admin';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './returns.texts';
import { returnStatusColor } from './statusColor';

registerScreenTexts(texts);

const filters = [<SelectInput key="status" source="status" choices={choicesOf(RETURN_STATUSES, 'resources.returns.status')} alwaysOn />];

/** Returns, newest first, filtered by state; a row opens the return and its actions. */
export const ReturnList = () => (
  <List sort={{ field: 'id', order: 'DESC' }} filters={filters} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="orderNumber" disableSort field={TextField} />
      <DataTable.Col source="customerName" disableSort field={TextField} />
      <DataTable.Col
        source="status"
        disableSort
        render={() => <EnumChip source="status" prefix="resources.returns.status" color={returnStatusColor} />}
      />
      <DataTable.Col source="reason" disableSort render={() => <EnumChip source="reason" prefix="resources.returns.reason" />} />
      <DataTable.Col source="condition" disableSort render={() => <EnumChip source="condition" prefix="resources.returns.condition" />} />
      <DataTable.Col source="createdAt" disableSort field={WardDateField} />
    </DataTable>
  </List>
);
