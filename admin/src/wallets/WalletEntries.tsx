import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { translate as catalogue, type Language, type WalletDto } from '@ward/shared';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../common/dates';
import { formatMoney } from '../common/fields';

const F = 'resources.wallets.fields';

/** The wallet's lines, newest first: what moved, why, and what it came from. */
export const WalletEntries = () => {
  const record = useRecordContext<WalletDto>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  if (!record.entries.length) return <Typography color="text.secondary">{translate('resources.wallets.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.wallets.open')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${F}.createdAt`)}</TableCell>
          <TableCell>{translate(`${F}.kind`)}</TableCell>
          <TableCell align="right">{translate(`${F}.amount`)}</TableCell>
          <TableCell>{translate(`${F}.reason`)}</TableCell>
          <TableCell>{translate(`${F}.reference`)}</TableCell>
          <TableCell>{translate(`${F}.expiresAt`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt, locale)}</TableCell>
            <TableCell>{catalogue(`wallet.kind.${e.kind}`, locale as Language)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: e.amount < 0 ? 'error.main' : 'success.main' }}>
              {formatMoney(e.amount, locale)}
            </TableCell>
            <TableCell>{e.reason ?? '—'}</TableCell>
            <TableCell dir="ltr">{e.reference ?? '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.expiresAt ? formatDateTime(e.expiresAt, locale, 'date') : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
