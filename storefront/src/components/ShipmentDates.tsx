import { useT } from '../i18n';
import { formatDate } from '../lib/format';
import { useLanguage } from '../state/preferences';

/** When a shipment left and arrived, as rows of a details list (each only once it happened). */
export function ShipmentDates({ shippedAt, deliveredAt }: { shippedAt: string | null; deliveredAt: string | null }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      {shippedAt ? (
        <div>
          <dt>{t('shipment.shippedAt')}</dt>
          <dd>{formatDate(shippedAt, lang, true)}</dd>
        </div>
      ) : null}
      {deliveredAt ? (
        <div>
          <dt>{t('shipment.deliveredAt')}</dt>
          <dd>{formatDate(deliveredAt, lang, true)}</dd>
        </div>
      ) : null}
    </>
  );
}
