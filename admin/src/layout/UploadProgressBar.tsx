import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { onUploadProgress, type UploadProgress } from '../providers/uploads';

/**
 * Shown while the data provider uploads a form's images (bytes sent / total), floating at the
 * bottom like a notice so that neither the app bar nor a scrolled form hides it.
 */
export const UploadProgressBar = () => {
  const translate = useTranslate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => onUploadProgress(setProgress), []);
  if (!progress) return null;
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="upload-progress"
      sx={{
        position: 'fixed',
        bottom: 24,
        insetInline: 0,
        mx: 'auto',
        width: 'min(420px, calc(100% - 32px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        p: 1.5,
        borderRadius: 1,
        boxShadow: 6,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2">{translate('ward.notification.uploading', { files: progress.files, percent })}</Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Box>
  );
};
