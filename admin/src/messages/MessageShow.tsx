import { Box } from '@mui/material';
import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { AutoDirField, LtrField } from '../common/direction';
import { WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { ChannelChip, StatusChip, TemplateChip } from './MessageChips';
import texts from './MessagesList.texts';

registerScreenTexts(texts);

/** What only some channels have: a mail's subject and text, an SMS's (masked) text, a WhatsApp message's parameters and order. */
const ChannelFields = () => {
  const record = useRecordContext();
  if (!record) return null;
  if (record.channel === 'whatsapp')
    return (
      <>
        <Labeled source="parameters">
          <AutoDirField source="preview" />
        </Labeled>
        <Labeled source="orderId">
          <ReferenceField source="orderId" reference="orders" link="show" emptyText="—">
            <TextField source="orderNumber" />
          </ReferenceField>
        </Labeled>
        <WardDateField source="statusAt" emptyText="—" />
      </>
    );
  return (
    <>
      {record.channel === 'mail' && (
        <Labeled source="subject">
          <AutoDirField source="subject" />
        </Labeled>
      )}
      <Labeled source="text">
        {/* links and tokens break anywhere rather than widen a phone's page */}
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <AutoDirField source="text" />
        </Box>
      </Labeled>
    </>
  );
};

/** One message as the shop keeps it (a mail's HTML is not rendered here); each line of its text in its own direction. */
export const MessageShow = () => (
  <Show>
    <SimpleShowLayout>
      <Labeled source="channel">
        <ChannelChip />
      </Labeled>
      <Labeled source="to">
        <LtrField source="to" />
      </Labeled>
      <Labeled source="template">
        <TemplateChip />
      </Labeled>
      <Labeled source="status">
        <StatusChip />
      </Labeled>
      <WardDateField source="createdAt" />
      <WardDateField source="sentAt" emptyText="—" />
      <TextField source="attempts" />
      <TextField source="lastError" emptyText="—" />
      <ChannelFields />
    </SimpleShowLayout>
  </Show>
);
