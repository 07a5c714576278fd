import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { PinIcon } from '../Icons';
import { useT } from '../../i18n';
import type { PinMapProps } from './PinMap';

/** Riyadh, where the map opens before the shopper has a pin or shares a location. */
const START = { lat: 24.7136, lng: 46.6753 };

/**
 * The delivery location as a pin on a map (coordinates are never typed). The map and its
 * library load only when the shopper opens it, keeping them out of the checkout's first load.
 */
export function MapPin({ latitude, longitude, onPin }: { latitude: string; longitude: string; onPin: (p: { lat: number; lng: number } | null) => void }) {
  const t = useT();
  const [Map, setMap] = useState<ComponentType<PinMapProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const pinned = latitude !== '' && longitude !== '';
  const show = () => {
    setOpen(true);
    setFailed(false);
    if (!Map)
      import('./PinMap')
        .then((m) => setMap(() => m.PinMap))
        .catch(() => setFailed(true));
  };
  const pin = pinned ? { lat: Number(latitude), lng: Number(longitude) } : null;
  return (
    <div class="field span-2 map-pin">
      <span class="field-label">
        <PinIcon size={16} /> {pinned ? t('map.pinned') : t('map.notPinned')}
      </span>
      {pinned ? (
        <p class="field-hint" dir="ltr">
          {pin!.lat.toFixed(5)}, {pin!.lng.toFixed(5)}
        </p>
      ) : null}
      {!open ? (
        <div class="map-pin-actions">
          <button type="button" class="btn btn-ghost btn-sm" onClick={show}>
            {pinned ? t('map.change') : t('map.open')}
          </button>
          {pinned ? (
            <button type="button" class="btn btn-ghost btn-sm" onClick={() => onPin(null)}>
              {t('map.remove')}
            </button>
          ) : null}
        </div>
      ) : failed ? (
        <p class="field-error" role="alert">
          {t('map.loadFailed')}{' '}
          <button type="button" class="btn btn-ghost btn-sm" onClick={show}>
            {t('common.retry')}
          </button>
        </p>
      ) : Map ? (
        <Map pin={pin ?? START} onPin={onPin} onDone={() => setOpen(false)} />
      ) : (
        <p class="muted" role="status">
          {t('map.loading')}
        </p>
      )}
    </div>
  );
}
