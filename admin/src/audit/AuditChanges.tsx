import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAuditFieldLabel } from './AuditFields';

interface Entry {
  resource: string;
  fields: string[];
  before: Record<string, unknown> | null;
  after: unknown;
}

/** A value as the API wrote it: text as is, anything else as compact JSON, left to right. */
const Value = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (value === null || value === undefined) return <Typography color="text.secondary">{translate('ward.audit.empty')}</Typography>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 1);
  return (
    <Typography
      component="pre"
      dir="ltr"
      sx={{ m: 0, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text}
    </Typography>
  );
};

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Field by field: the value before the write and after it (a create has nothing before, a delete nothing after). */
export const AuditChanges = (_: { label?: string }) => {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  const label = useAuditFieldLabel();
  if (!record) return null;
  const after = isRecord(record.after) ? record.after : null;
  if (!record.fields.length && !after && record.after !== null) return <Value value={record.after} />;
  if (!record.fields.length) return <Typography color="text.secondary">{translate('ward.audit.no_change')}</Typography>;
  return (
    <Table size="small" aria-label={translate('ward.audit.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ward.audit.field')}</TableCell>
          <TableCell>{translate('ward.audit.before')}</TableCell>
          <TableCell>{translate('ward.audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.fields.map((field) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" title={field} sx={{ verticalAlign: 'top' }}>
              {label(record.resource, field)}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Value value={record.before?.[field]} />
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Value value={after?.[field]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
