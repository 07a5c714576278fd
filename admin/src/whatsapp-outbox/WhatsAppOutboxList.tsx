import { Typography } from '@mui/material';
import { WHATSAPP_STATUSES, WHATSAPP_TEMPLATES } from '@ward/shared';
import { DataTable, List, NumberInput, ReferenceField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, EnumChip, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './WhatsAppOutboxList.texts';

registerScreenTexts(texts);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(WHATSAPP_STATUSES, 'ward.whatsapp_status')} alwaysOn />,
  <SelectInput key="template" source="template" choices={choicesOf(WHATSAPP_TEMPLATES, 'ward.whatsapp_template')} />,
  <NumberInput key="orderId" source="orderId" />,
];

const STATUS_COLOR = (s: string) =>
  s === 'read' || s === 'delivered'
    ? 'success'
    : s === 'failed'
      ? 'error'
      : s === 'pending'
        ? 'warning'
        : s === 'sent'
          ? 'info'
          : 'default';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3 }}>
      {translate('ward.whatsapp_outbox.empty')}
    </Typography>
  );
};

/** Read only: every WhatsApp message with its delivery status as Meta reports it (issue 18 §3). */
export const WhatsAppOutboxList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<Empty />}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="to" field={LtrField} />
      <DataTable.Col source="template" render={() => <EnumChip source="template" prefix="ward.whatsapp_template" />} />
      <DataTable.Col source="orderId">
        <ReferenceField source="orderId" reference="orders" link="show" emptyText="—">
          <TextField source="orderNumber" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="status" render={() => <EnumChip source="status" prefix="ward.whatsapp_status" color={STATUS_COLOR} />} />
      <DataTable.Col source="attempts" />
      <DataTable.Col source="lastError" />
      <DataTable.Col source="createdAt" field={WardDateField} />
      <DataTable.Col source="statusAt" field={WardDateField} />
    </DataTable>
  </List>
);
