import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ltrInput } from '../common/direction';

/**
 * A provider's base URL. The server forgets the saved secrets that provider receives when the
 * address changes (issue 26: a masked secret must not be recoverable by re-pointing it), so the form
 * says so before saving, while the typed address differs from the saved one.
 */
export const BaseUrlInput = ({
  source,
  label,
  secrets,
  helperText,
}: {
  source: string;
  label: string;
  secrets: string[];
  helperText: React.ReactNode;
}) => {
  const record = useRecordContext<Record<string, string | null>>();
  const translate = useTranslate();
  const typed = useWatch({ name: source }) as string | null | undefined;
  const saved = record?.[source] ?? '';
  const changed = (typed ?? '').trim().replace(/\/$/, '') !== saved.replace(/\/$/, '');
  const willClear = changed && secrets.some((secret) => record?.[`${secret}Hint`]);
  return (
    <>
      <TextInput source={source} label={label} helperText={helperText} {...ltrInput} />
      {willClear && (
        <Alert severity="warning" role="status">
          {translate('ward.messaging.baseUrlClears')}
        </Alert>
      )}
    </>
  );
};
