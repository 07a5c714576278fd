import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AutoDirField, LtrField } from '../common/direction';
import { EnumChip, WardDateField } from '../common/fields';

/** The mail's text as sent (its HTML is not rendered here); each line in its own direction. */
export const OutboxShow = () => (
  <Show>
    <SimpleShowLayout>
      <Labeled source="to">
        <LtrField source="to" />
      </Labeled>
      <TextField source="subject" />
      <Labeled source="template">
        <EnumChip source="template" prefix="ward.mail_template" />
      </Labeled>
      <Labeled source="status">
        <EnumChip source="status" prefix="ward.outbox_status" />
      </Labeled>
      <WardDateField source="createdAt" />
      <WardDateField source="sentAt" emptyText="—" />
      <TextField source="lastError" emptyText="—" />
      <Labeled source="text">
        <AutoDirField source="text" />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
