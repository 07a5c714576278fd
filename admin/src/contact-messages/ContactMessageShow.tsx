import ReplyIcon from '@mui/icons-material/Reply';
import { Button } from '@mui/material';
import type { ContactMessageDto } from '@ward/shared';
import { useEffect } from 'react';
import {
  DeleteButton,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { AutoDirField, LtrField } from '../common/direction';
import { WardDateField } from '../common/fields';

/** Opening a message marks it read; reply opens the mail program. */
const MarkRead = () => {
  const record = useRecordContext<ContactMessageDto>();
  const [update] = useUpdate();
  useEffect(() => {
    if (record && !record.isRead) void update('contact-messages', { id: record.id, data: { isRead: true }, previousData: record });
  }, [record, update]);
  return null;
};

const Actions = () => {
  const record = useRecordContext<ContactMessageDto>();
  const translate = useTranslate();
  return (
    <TopToolbar>
      {record && (
        <Button startIcon={<ReplyIcon />} href={`mailto:${record.email}?subject=${encodeURIComponent(`Re: ${record.subject ?? ''}`)}`}>
          {translate('resources.contact-messages.actions.reply')}
        </Button>
      )}
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
};

export const ContactMessageShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <MarkRead />
      <TextField source="name" />
      <EmailField source="email" />
      <Labeled source="phone">
        <LtrField source="phone" />
      </Labeled>
      <WardDateField source="createdAt" />
      <TextField source="subject" emptyText="—" />
      <Labeled source="message">
        <AutoDirField source="message" />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
