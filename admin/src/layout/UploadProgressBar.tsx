import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { onUploadProgress, type UploadProgress } from '../providers/uploads';

/** Shown while the data provider uploads a form's images (bytes sent / total). */
export const UploadProgressBar = () => {
  const translate = useTranslate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => onUploadProgress(setProgress), []);
  if (!progress) return null;
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Box role="status" aria-live="polite" data-testid="upload-progress" sx={{ position: 'sticky', top: 0, zIndex: 10, p: 1, bgcolor: 'background.paper' }}>
      <Typography variant="body2">{translate('ward.notification.uploading', { files: progress.files, percent })}</Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Box>
  );
};
