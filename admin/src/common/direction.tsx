import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * Emails, phones, URLs and codes read left to right in Arabic too. The `dir` attribute, not CSS:
 * the RTL Emotion cache (stylis-plugin-rtl) flips a `direction: ltr` style into `rtl`.
 */
export const ltrInput = { slotProps: { htmlInput: { dir: 'ltr' } } } as const;

const valueOf = (record: Record<string, unknown> | undefined, source: string) => {
  const value = record?.[source];
  return value === null || value === undefined || value === '' ? null : String(value);
};

/** A phone, email or code in a list or a show view, isolated as left-to-right text. */
export const LtrField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = valueOf(useRecordContext(), source);
  return value === null ? null : <span dir="ltr">{value}</span>;
};

/**
 * Text a person wrote (a review, a message), in whichever language they wrote it: each line takes
 * the direction of its first letter, so an English sentence keeps its full stop at its end.
 */
export const AutoDirText = ({ text }: { text: string | null | undefined }) => (
  <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
    {(text ?? '').split('\n').map((line, i) => (
      <span key={i} dir="auto" style={{ display: 'block', minHeight: '1em' }}>
        {line}
      </span>
    ))}
  </Box>
);

export const AutoDirField = ({ source }: { source: string; label?: string; sortable?: boolean }) => (
  <AutoDirText text={valueOf(useRecordContext(), source)} />
);
