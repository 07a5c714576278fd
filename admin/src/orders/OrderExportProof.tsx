import { Typography } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';
import { useScreenWords } from '../common/useScreenWords';
import { registerScreenTexts } from '../i18n/screen-texts';
import texts from './export.texts';

registerScreenTexts(texts);

/** An export's zero rating and its proof of leaving the Kingdom: carrier, tracking number, shipped and delivered (issue 32). */
export const OrderExportProof = ({ order }: { order: OrderDto }) => {
  const text = useScreenWords('ward.export');
  const translate = useTranslate();
  const locale = useLocale();
  if (order.vatCategory !== 'Z') return null;
  const proof = order.exportProof;
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', { timeZone: 'Asia/Riyadh' });
  return (
    <div data-testid="export-proof">
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {text('title')}
      </Typography>
      <Typography variant="body2">{text('zeroRated')}</Typography>
      {proof ? (
        <Typography variant="body2" component="div">
          {[localized(proof.carrier, locale), proof.trackingNumber, translate(`ward.country.${proof.country}`)].filter(Boolean).join(' · ')}
          <br />
          {text('shipped', { at: when(proof.shippedAt) })}
          <br />
          {proof.deliveredAt ? text('delivered', { at: when(proof.deliveredAt) }) : text('notDelivered')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text('waiting')}
        </Typography>
      )}
    </div>
  );
};
