import { useState } from 'preact/hooks';
import type { ShipmentDto } from '../../api/types';
import { CheckIcon, CopyIcon, ExternalIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { toast } from '../../state/toasts';

/** Track with the carrier, copy the share link (for a gift recipient), view the order (a guest: the tracking page). */
export function ShipmentActions({ s, carrier, asGuest }: { s: ShipmentDto; carrier: string | null; asGuest: boolean }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  // what the owner sends on (a gift recipient): status and carrier only, no sign-in
  const shareLink = typeof location !== 'undefined' ? `${location.origin}/track/${s.shareToken}` : `/track/${s.shareToken}`;
  return (
    <div class="form-actions">
      {s.trackingUrl ? (
        <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" class="btn btn-primary" data-native="">
          <ExternalIcon size={18} />
          {carrier ? t('shipment.trackWith', { carrier }) : t('shipment.track')}
        </a>
      ) : null}
      <button
        type="button"
        class="btn btn-outline"
        onClick={async () => {
          const ok = await copyText(shareLink);
          setCopied(ok);
          if (ok) toast.success('shipment.copied');
          else toast.error('shipment.copyFailed');
        }}
      >
        {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
        {t('shipment.copyShareLink')}
      </button>
      <a href={asGuest ? '/track' : `/user/orders/${s.orderId}`} class="btn btn-ghost">
        {asGuest ? t('guest.track') : t('checkout.viewOrder')}
      </a>
    </div>
  );
}
