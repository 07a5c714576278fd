import { Labeled, Link, Show, SimpleShowLayout, TextField, useCreatePath, useRecordContext } from 'react-admin';
import { LtrField } from '../common/direction';
import { EnumChip, WardDateField } from '../common/fields';
import { AuditChanges } from './AuditChanges';
import { ResourceName } from './AuditFields';
import { AUDITED_RESOURCES } from './auditChoices';

/** The record the entry is about, linked to its page in the back office while it exists there. */
const RecordLink = (_: { label?: string }) => {
  const record = useRecordContext<{ resource: string; recordId: string | null; action: string }>();
  const createPath = useCreatePath();
  if (!record?.recordId) return null;
  const linkable = record.action !== 'delete' && AUDITED_RESOURCES.includes(record.resource) && record.resource !== 'uploads';
  const text = <span dir="ltr">#{record.recordId}</span>;
  return linkable ? <Link to={createPath({ resource: record.resource, id: record.recordId, type: 'edit' })}>{text}</Link> : text;
};

export const AuditShow = () => (
  <Show>
    <SimpleShowLayout>
      <WardDateField source="at" />
      <TextField source="actorName" emptyText="—" />
      <Labeled source="actorEmail">
        <LtrField source="actorEmail" />
      </Labeled>
      <Labeled source="action">
        <EnumChip source="action" prefix="ward.audit_action" />
      </Labeled>
      <Labeled source="resource">
        <ResourceName />
      </Labeled>
      <Labeled source="recordId">
        <RecordLink />
      </Labeled>
      <Labeled source="fields">
        <AuditChanges />
      </Labeled>
      <Labeled source="path">
        <LtrField source="path" />
      </Labeled>
      <Labeled source="requestId">
        <LtrField source="requestId" />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
