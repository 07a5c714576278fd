import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../../providers';
import { downloadCsv, problemRows, uploadProductsCsv, type ImportAnswer, type ImportCounts, type ImportJob } from './csv-client';

const T = 'ward.productTools.csv';

const Counts = ({ counts }: { counts: ImportCounts }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status">
      <strong>{translate(`${T}.done`)}</strong>
      <div>{translate(`${T}.products`, counts.products)}</div>
      <div>{translate(`${T}.variants`, counts.variants)}</div>
    </Alert>
  );
};

const Problems = ({ message, errors }: { message: string; errors: Record<string, string> }) => {
  const translate = useTranslate();
  const rows = problemRows(errors);
  return (
    <Box role="alert">
      <Alert severity="error" sx={{ mb: 1 }}>
        <strong>{message}</strong>
        {rows.length > 0 && <div>{translate(`${T}.errors`)}</div>}
      </Alert>
      {rows.length > 0 && (
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={translate(`${T}.errors`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.row`)}</TableCell>
                <TableCell>{translate(`${T}.column`)}</TableCell>
                <TableCell>{translate(`${T}.reason`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.row}-${r.column}`}>
                  <TableCell>{r.row ?? '—'}</TableCell>
                  <TableCell dir="ltr" sx={{ fontFamily: 'monospace' }}>
                    {r.column}
                  </TableCell>
                  <TableCell>{r.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};

/** A queued import's progress, asked every second until it ends. */
const JobProgress = ({ id, onEnd }: { id: number; onEnd: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data } = useQuery({
    queryKey: ['product-import', id],
    queryFn: async () => (await dataProvider.fetch<ImportJob>(`products/imports/${id}`)).data,
    refetchInterval: (q) => (q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : 1000),
  });
  const finished = data?.status === 'done';
  useEffect(() => {
    if (finished) onEnd();
  }, [finished, onEnd]);
  if (data?.status === 'done' && data.result) return <Counts counts={data.result} />;
  if (data?.status === 'failed') return <Problems message={translate('ra.notification.http_error')} errors={data.errors ?? {}} />;
  const done = data?.done ?? 0;
  const total = data?.total ?? 1;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2">{translate(`${T}.progress`, { done, total })}</Typography>
      <LinearProgress variant="determinate" value={(100 * done) / total} aria-label={translate(`${T}.progress`, { done, total })} />
    </Box>
  );
};

/** Pick a products CSV, import it (all or nothing), see the counts or every bad row. */
export const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const mutation = useMutation<ImportAnswer, Error, File>({
    mutationFn: (f) => uploadProductsCsv(f, locale),
    onSuccess: (answer) => answer.kind === 'done' && refresh(),
  });
  const answer = mutation.data;
  const template = () =>
    downloadCsv('products/import-template', locale, 'products-template.csv').catch(() =>
      notify('ra.notification.http_error', { type: 'error' }),
    );
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${T}.intro`)}</DialogContentText>
        <Link component="button" type="button" onClick={template} sx={{ my: 1 }}>
          {translate(`${T}.template`)}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={mutation.isPending}>
            {translate(`${T}.choose`)}
            <input
              hidden
              type="file"
              name="file"
              accept=".csv,text/csv"
              onChange={(e) => (setFile(e.target.files?.[0] ?? null), mutation.reset())}
            />
          </Button>
          {file && <Typography dir="auto">{translate(`${T}.chosen`, { name: file.name })}</Typography>}
        </Box>
        {mutation.isPending && (
          <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
            <CircularProgress size={20} />
            <Typography>{translate(`${T}.checking`)}</Typography>
          </Box>
        )}
        {mutation.error && <Alert severity="error">{mutation.error.message}</Alert>}
        {answer?.kind === 'done' && <Counts counts={answer.counts} />}
        {answer?.kind === 'refused' && <Problems message={answer.message} errors={answer.errors} />}
        {answer?.kind === 'queued' && <JobProgress id={answer.importId} onEnd={refresh} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {translate(`${T}.close`)}
        </Button>
        <Button variant="contained" disabled={!file || mutation.isPending} onClick={() => file && mutation.mutate(file)}>
          {translate(`${T}.start`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
