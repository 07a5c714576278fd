import { Box } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { EnumChip, WardDateField } from '../common/fields';

/** The mail's text as sent (HTML is not rendered here: it is the shop's own, but shown as text). */
const Body = () => {
  const record = useRecordContext<{ text: string }>();
  return (
    <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
      {record?.text}
    </Box>
  );
};

export const OutboxShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <Labeled source="status">
        <EnumChip source="status" prefix="ward.outbox_status" />
      </Labeled>
      <WardDateField source="createdAt" />
      <WardDateField source="sentAt" emptyText="—" />
      <TextField source="lastError" emptyText="—" />
      <Labeled source="text">
        <Body />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
