import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The resource an entry is about, by its translated name (`products` → "Products"). */
export const ResourceName = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ resource: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.${record.resource}.name`, { smart_count: 2, _: record.resource })}</span>;
};

/**
 * A changed field's name in the admin's language: the resource's own label for it (the one its
 * form shows), else the audit log's word for it, else the API's name as it is.
 */
export function useAuditFieldLabel(): (resource: string, field: string) => string {
  const translate = useTranslate();
  return (resource, field) =>
    translate(`resources.${resource}.fields.${field}`, { _: translate(`ward.audit_field.${field}`, { _: field }) });
}

/** The names of the fields that changed, as chips (the API's name on hover). */
export const ChangedFields = (_: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ resource: string; fields: string[] }>();
  const label = useAuditFieldLabel();
  if (!record?.fields?.length) return null;
  const shown = record.fields.slice(0, 4);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((field) => (
        <Chip key={field} size="small" label={label(record.resource, field)} title={field} variant="outlined" />
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
