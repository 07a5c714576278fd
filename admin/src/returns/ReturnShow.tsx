import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReturnDto } from '@ward/shared';
import { Labeled, Link, Show, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { EnumChip, formatMoney, WardDateField } from '../common/fields';
import { registerScreenTexts } from '../i18n/screen-texts';
import { ReturnActions } from './ReturnActions';
import texts from './returns.texts';
import { returnStatusColor } from './statusColor';

registerScreenTexts(texts);

const F = 'resources.returns.fields';

const Header = () => {
  const record = useRecordContext<ReturnDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, mb: 2 }}>
      <Typography variant="h5">
        {translate(`${F}.id`)} {record.id}
      </Typography>
      <EnumChip source="status" prefix="resources.returns.status" color={returnStatusColor} />
      <Link to={`/orders/${record.orderId}/show`}>{record.orderNumber}</Link>
      <WardDateField source="createdAt" />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', marginInlineStart: { md: 'auto !important' } }}>
        <ReturnActions />
      </Stack>
    </Stack>
  );
};

const Lines = () => {
  const record = useRecordContext<ReturnDto>();
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  if (!record) return null;
  return (
    <Table size="small" aria-label={translate(`${F}.lines`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${F}.lines`)}</TableCell>
          <TableCell align="right">{translate(`${F}.quantity`)}</TableCell>
          <TableCell>{translate(`${F}.outcome`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.lines.map((line) => (
          <TableRow key={line.itemId}>
            <TableCell>{line.name[locale]}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell>{line.outcome ? translate(`resources.returns.outcome.${line.outcome}`) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Refunded = () => {
  const record = useRecordContext<ReturnDto>();
  const locale = useLocale();
  if (record?.refundedAmount == null) return null;
  return <Typography>{formatMoney(record.refundedAmount, locale)}</Typography>;
};

/** A return with its items, the customer's words, what inspection decided, and the moves its state allows. */
export const ReturnShow = () => (
  <Show actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <Header />
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Labeled source="customerName" label={`${F}.customerName`}>
            <TextField source="customerName" />
          </Labeled>
          <Labeled source="reason" label={`${F}.reason`}>
            <EnumChip source="reason" prefix="resources.returns.reason" />
          </Labeled>
          <Labeled source="condition" label={`${F}.condition`}>
            <EnumChip source="condition" prefix="resources.returns.condition" />
          </Labeled>
          <Labeled source="wish" label={`${F}.wish`}>
            <EnumChip source="wish" prefix="resources.returns.wish" />
          </Labeled>
          <Labeled source="refundedAmount" label={`${F}.refundedAmount`}>
            <Refunded />
          </Labeled>
          <Labeled source="refundMeans" label={`${F}.refundMeans`}>
            <EnumChip source="refundMeans" prefix="resources.returns.means" />
          </Labeled>
          <Labeled source="refundIban" label={`${F}.refundIban`}>
            <TextField source="refundIban" emptyText="—" sx={{ direction: 'ltr', unicodeBidi: 'isolate' }} />
          </Labeled>
          <Labeled source="refundReference" label={`${F}.refundReference`}>
            <TextField source="refundReference" emptyText="—" />
          </Labeled>
        </Stack>
        <Lines />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Labeled source="note" label={`${F}.note`}>
            <TextField source="note" emptyText="—" />
          </Labeled>
          <Labeled source="trackingNumber" label={`${F}.trackingNumber`}>
            <TextField source="trackingNumber" emptyText="—" />
          </Labeled>
          <Labeled source="rejectionReason" label={`${F}.rejectionReason`}>
            <TextField source="rejectionReason" emptyText="—" />
          </Labeled>
          <Labeled source="writeOffReason" label={`${F}.writeOffReason`}>
            <TextField source="writeOffReason" emptyText="—" />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  </Show>
);
