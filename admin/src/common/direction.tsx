import { Box, useTheme } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * Emails, phones, URLs and codes read left to right in Arabic too. The `dir` attribute, not CSS:
 * the RTL Emotion cache (stylis-plugin-rtl) flips a `direction: ltr` style into `rtl`.
 */
export const ltrInput = { slotProps: { htmlInput: { dir: 'ltr' } } } as const;

const valueOf = (record: Record<string, unknown> | undefined, source: string) => {
  const value = record?.[source];
  return value === null || value === undefined || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value);
};

/** A phone, email or code in a list or a show view, isolated as left-to-right text. */
export const LtrField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = valueOf(useRecordContext(), source);
  return value === null ? null : <span dir="ltr">{value}</span>;
};

/**
 * Text a person wrote (a review, a message, an address), in whichever language they wrote it: each
 * line takes the direction of its first letter (`unicode-bidi: plaintext`), so an English sentence
 * keeps its full stop at its end, while every line aligns with the page.
 */
export const AutoDirText = ({ text }: { text: string | null | undefined }) => {
  // under `plaintext`, `start` would follow each line's own direction: align with the page instead
  const textAlign = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <Box component="span" style={{ display: 'block', whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext', textAlign }}>
      {text ?? ''}
    </Box>
  );
};

export const AutoDirField = ({ source }: { source: string; label?: string; sortable?: boolean }) => (
  <AutoDirText text={valueOf(useRecordContext(), source)} />
);
