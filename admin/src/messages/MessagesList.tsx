import { Box, Typography } from '@mui/material';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel } from '@ward/shared';
import { DataTable, List, NumberInput, SearchInput, SelectInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { LtrField } from '../common/direction';
import { choicesOf, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { ChannelChip, StatusChip, TemplateChip } from './MessageChips';
import texts from './MessagesList.texts';
import { TEMPLATE_WORDS, TEMPLATES } from './messageWords';

registerScreenTexts(texts);

/** The chosen channel's templates, or every channel's (each in its own words, once). */
const TemplateInput = (props: { source: string; alwaysOn?: boolean }) => {
  const filterValues = useListContext().filterValues as { channel?: MessageChannel };
  const chosen = filterValues.channel;
  const channels = chosen && TEMPLATES[chosen] ? [chosen] : MESSAGE_CHANNELS;
  const seen = new Set<string>();
  const choices = channels.flatMap((c) =>
    TEMPLATES[c].filter((t) => !seen.has(t) && seen.add(t)).map((id) => ({ id, name: `${TEMPLATE_WORDS[c]}.${id}` })),
  );
  return <SelectInput {...props} choices={choices} />;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={choicesOf(MESSAGE_CHANNELS, 'ward.message_channel')} alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(MESSAGE_STATUSES, 'ward.message_status')} alwaysOn />,
  <TemplateInput key="template" source="template" />,
  <NumberInput key="orderId" source="orderId" />,
];

/** The first two lines of what may be read (subject, masked text, template values), each in its own direction. */
const Preview = () => {
  const preview = useRecordContext()?.preview as string | null | undefined;
  return (
    <Box
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        maxWidth: 320,
        unicodeBidi: 'plaintext',
        overflowWrap: 'anywhere',
      }}
    >
      {preview ?? ''}
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3 }}>
      {translate('ward.messages.empty')}
    </Typography>
  );
};

/**
 * Read only: every message the shop sent or keeps, on every channel (mail, SMS, WhatsApp), with its
 * delivery status; without a mail server or an SMS provider a demo admin reads codes here.
 */
export const MessagesList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<Empty />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="channel" render={() => <ChannelChip />} />
      <DataTable.Col source="to" field={LtrField} />
      <DataTable.Col source="preview" render={() => <Preview />} disableSort />
      <DataTable.Col source="template" render={() => <TemplateChip />} />
      <DataTable.Col source="status" render={() => <StatusChip />} />
      <DataTable.Col source="attempts" />
      <DataTable.Col source="createdAt" field={WardDateField} />
    </DataTable>
  </List>
);
