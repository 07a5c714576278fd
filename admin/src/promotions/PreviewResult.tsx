import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PromotionPreviewDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, localized } from '../common/fields';

const P = 'resources.promotions.preview.';

/** What the promotion gives the cart tried: each line's share, the totals without and with it, and the nudge. */
export const PreviewResult = ({ result }: { result: PromotionPreviewDto }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (v: number) => formatMoney(v, locale);
  const t = (key: string, options?: object) => translate(`${P}${key}`, options);
  // label, amount, whether it is the bottom line
  const totals: Array<[string, number, boolean?]> = [
    [t(result.others.length ? 'discountAll' : 'discount'), result.promotionDiscount],
    [t('shippingDiscount'), result.shippingDiscount],
    ...(result.coupon ? [[t('coupon', { code: result.coupon.code }), result.coupon.discount] as [string, number]] : []),
    [t('without'), result.totalWithout],
    [t('with'), result.total, true],
  ];
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Alert severity={result.applies ? 'success' : 'info'}>
        {translate(`${P}${result.applies ? 'applies' : 'notApplies'}`)}
        {result.orderNumber ? ` (${result.orderNumber})` : ''}
      </Alert>
      {result.nudge && <Alert severity="warning">{result.nudge.message}</Alert>}
      {result.couponError && <Alert severity="warning">{result.couponError}</Alert>}
      {result.others.length > 0 && (
        <Typography variant="body2">
          {translate(`${P}others`)}:{' '}
          {result.others.map((o) => `${localized(o.label, locale)} (${money(o.amount)})`).join(locale === 'ar' ? '، ' : ', ')}
        </Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${P}product`)}</TableCell>
            <TableCell align="right">{translate(`${P}quantity`)}</TableCell>
            <TableCell align="right">{translate(`${P}lineDiscount`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{localized(line.name, locale) || '—'}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.promotionDiscount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {totals.map(([label, value, bottom]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: bottom ? 700 : 400 }}>
            {money(value)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};
