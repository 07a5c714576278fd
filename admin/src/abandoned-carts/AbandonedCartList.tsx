import { Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, DateInput, List, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { AbandonedCartDto } from '@ward/shared';
import { daysAgo } from '../dashboard/useDashboard';
import { EnumChip, MoneyField, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { AbandonedCartFigures } from './AbandonedCartFigures';
import texts from './abandoned-carts.texts';

registerScreenTexts(texts);

const filters = [<DateInput key="from" source="from" alwaysOn />, <DateInput key="to" source="to" alwaysOn />];

const statusColor = (status: string) => (status === 'sent' ? 'success' : status === 'optedOut' ? 'warning' : 'default');

const Customer = () => {
  const record = useRecordContext<AbandonedCartDto>();
  const translate = useTranslate();
  return <span>{record?.customerName ?? translate('ward.carts.guest')}</span>;
};

const RecoveredOrder = () => {
  const record = useRecordContext<AbandonedCartDto>();
  return record?.recoveredOrderId ? <Link to={`/orders/${record.recoveredOrderId}/show`}>{record.recoveredOrderNumber}</Link> : null;
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate('ward.carts.empty')}
    </Typography>
  );
};

/**
 * Abandoned carts over a date range (when they were left): the report's figures, then each cart
 * with its reminder and the order that recovered it (read only).
 */
export const AbandonedCartList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ from: daysAgo(29), to: daysAgo(0) }}
    perPage={25}
    exporter={false}
    empty={false}
    actions={false}
  >
    <AbandonedCartFigures />
    <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col source="abandonedAt" disableSort field={WardDateField} />
      <DataTable.Col source="customerName" disableSort render={() => <Customer />} />
      <DataTable.Col source="contact" disableSort field={TextField} />
      <DataTable.Col source="itemCount" disableSort field={NumberField} />
      <DataTable.Col
        source="status"
        disableSort
        render={() => <EnumChip source="status" prefix="ward.carts.status" color={statusColor} />}
      />
      <DataTable.Col source="sentAt" disableSort field={WardDateField} />
      <DataTable.Col source="restoredAt" disableSort field={WardDateField} />
      <DataTable.Col source="recoveredOrderNumber" disableSort render={() => <RecoveredOrder />} />
      <DataTable.Col source="recoveredTotal" disableSort render={() => <MoneyField source="recoveredTotal" />} />
    </DataTable>
  </List>
);
