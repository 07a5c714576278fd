import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Card, CardContent, Chip, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { OrderDto, ZatcaDocumentDto } from '@ward/shared';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../providers';
import { CreditNoteButton } from './CreditNoteButton';
import { downloadXml } from './downloadXml';
import { openPrintable } from './openPrintable';
import '../zatca/zatcaTexts';

const COLOR = {
  pending: 'default',
  signed: 'info',
  reported: 'success',
  'reported-with-warnings': 'warning',
  rejected: 'error',
  'phase-1': 'default',
} as const;

/** The order's documents at ZATCA: invoice and notes, where each stands, ZATCA's messages, the XML. */
export const OrderZatcaDocuments = () => {
  const order = useRecordContext<OrderDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { data } = useQuery({
    queryKey: ['zatca-documents', order?.id],
    enabled: !!order,
    queryFn: async () => (await dataProvider.fetch<ZatcaDocumentDto[]>(`orders/${order!.id}/zatca-documents`)).data,
  });
  if (!order || !data?.length) return null;
  const fail = (work: Promise<void>) =>
    work.catch((e: Error) => notify('ward.notification.action_failed', { type: 'error', messageArgs: { detail: e.message } }));
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('ward.zatca.documents.title')}
          </Typography>
          {order.status !== 'Rejected' && <CreditNoteButton order={order} />}
        </Box>
        <List dense>
          {data.map((doc) => (
            <ListItem
              key={doc.id}
              secondaryAction={
                <>
                  {doc.kind === 'credit-note' && doc.number && (
                    <Tooltip title={translate('ward.zatca.documents.print')}>
                      <IconButton
                        aria-label={`${translate('ward.zatca.documents.print')} ${doc.number}`}
                        onClick={() => void fail(openPrintable(`orders/${order.id}/credit-notes/${doc.id}`))}
                      >
                        <PrintIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  {doc.hasXml && (
                    <Tooltip title={translate('ward.zatca.documents.download')}>
                      <IconButton
                        edge="end"
                        aria-label={translate('ward.zatca.documents.download')}
                        onClick={() => void fail(downloadXml(order.id, doc.id))}
                      >
                        <DownloadIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </>
              }
            >
              <ListItemText
                primary={
                  <>
                    {translate(`ward.zatca.kinds.${doc.kind}`)} <bdi>{doc.number ?? ''}</bdi>{' '}
                    <Chip size="small" color={COLOR[doc.status]} label={translate(`ward.zatca.documents.status.${doc.status}`)} />
                  </>
                }
                secondary={[
                  doc.icv ? `${translate('ward.zatca.documents.icv')} ${doc.icv}` : null,
                  doc.lastError,
                  ...doc.messages.map((m) => `${m.code}: ${m.message}`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
