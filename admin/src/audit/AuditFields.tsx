import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The resource an entry is about, by its translated name (`products` → "Products"). */
export const ResourceName = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ resource: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.${record.resource}.name`, { smart_count: 2, _: record.resource })}</span>;
};

/** The names of the fields that changed, as chips (left to right: they are the API's field names). */
export const ChangedFields = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ fields: string[] }>();
  if (!record?.fields?.length) return null;
  const shown = record.fields.slice(0, 4);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} dir="ltr">
      {shown.map((field) => (
        <Chip key={field} size="small" label={field} variant="outlined" />
      ))}
      {record.fields.length > shown.length && <Chip size="small" label={`+${record.fields.length - shown.length}`} />}
    </Stack>
  );
};

/** The page title of an entry: the section and the record (`Coupons #4`). */
export const AuditTitle = () => {
  const record = useRecordContext<{ resource: string; recordId: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const section = translate(`resources.${record.resource}.name`, { smart_count: 2, _: record.resource });
  return (
    <span>
      {section} {record.recordId && <bdi>#{record.recordId}</bdi>}
    </span>
  );
};
