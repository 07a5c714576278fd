import { FREE_SHIPPING_THRESHOLD_SAR } from '@ward/shared/constants';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { usePreferences } from '../../state/preferences';
import { useSettings } from '../../state/settings';
import { createStore, useStore } from '../../state/store';
import { CloseIcon, TruckIcon } from '../Icons';

/** SPEC.md §1: the free-delivery banner can be dismissed for the current page view only (memory, not storage). */
const bannerStore = createStore({ dismissed: false });

export function FreeDeliveryBanner() {
  const t = useT();
  const dismissed = useStore(bannerStore, (s) => s.dismissed);
  const settings = useSettings();
  const prefs = usePreferences();
  if (dismissed) return null;
  const threshold = settings?.freeShippingThreshold ?? FREE_SHIPPING_THRESHOLD_SAR;
  return (
    <div class="promo-banner" role="region" aria-label={t('banner.label')}>
      <p class="container promo-text">
        <TruckIcon size={18} />
        <span>{t('banner.freeDelivery', { amount: formatNumber(threshold, prefs.language) })}</span>
      </p>
      <button type="button" class="promo-close" aria-label={t('banner.dismiss')} onClick={() => bannerStore.set({ dismissed: true })}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
