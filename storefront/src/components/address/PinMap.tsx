import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'preact/hooks';
import { DEFAULT_MAP_TILES } from '@ward/shared/national-address/map-defaults';
import { useT } from '../../i18n';
import { useSettings } from '../../state/settings';

export interface PinMapProps {
  pin: { lat: number; lng: number };
  onPin: (p: { lat: number; lng: number }) => void;
  onDone: () => void;
}

/** How far one arrow key moves the pin, in screen pixels (a few metres at street zoom). */
const STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

const PIN_ICON = L.divIcon({
  className: 'pin-marker',
  html: '<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 39S2 23.5 2 14a13 13 0 0 1 26 0c0 9.5-13 25-13 25z"/><circle cx="15" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [30, 40],
  iconAnchor: [15, 39],
});

/** A Leaflet map on `el` with one pin that is dragged, placed by a tap, or moved with the arrow keys. */
function mountPinMap(
  el: HTMLElement,
  pin: { lat: number; lng: number },
  o: { tiles: { url: string; attribution: string }; pinLabel: string; onPin: PinMapProps['onPin'] },
): { map: L.Map; marker: L.Marker } {
  const map = L.map(el, { center: [pin.lat, pin.lng], zoom: 16 });
  map.attributionControl.setPrefix(false);
  L.tileLayer(o.tiles.url, { maxZoom: 19, attribution: o.tiles.attribution }).addTo(map);
  const marker = L.marker([pin.lat, pin.lng], { draggable: true, keyboard: true, title: o.pinLabel, icon: PIN_ICON }).addTo(map);
  const place = (ll: L.LatLng) => {
    marker.setLatLng(ll);
    o.onPin({ lat: ll.lat, lng: ll.lng });
  };
  marker.on('dragend', () => place(marker.getLatLng()));
  map.on('click', (e: L.LeafletMouseEvent) => place(e.latlng));
  const handle = marker.getElement();
  handle?.setAttribute('role', 'button');
  handle?.setAttribute('aria-label', o.pinLabel);
  handle?.addEventListener('keydown', (e) => {
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    e.stopPropagation();
    const p = map.latLngToContainerPoint(marker.getLatLng()).add([step[0] * STEP_PX, step[1] * STEP_PX]);
    place(map.containerPointToLatLng(p));
    map.panTo(marker.getLatLng());
  });
  return { map, marker };
}

/**
 * Leaflet (loaded with this module only) with one draggable pin: drag it, tap the map, move it
 * with the arrow keys once focused, or use the device's location. Tiles come from the shop's
 * settings (default OpenStreetMap, credited on the map).
 */
export function PinMap({ pin, onPin, onDone }: PinMapProps) {
  const t = useT();
  const settings = useSettings();
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);

  useEffect(() => {
    const mounted = mountPinMap(box.current!, pin, {
      tiles: { url: settings?.mapTileUrl ?? DEFAULT_MAP_TILES.url, attribution: settings?.mapAttribution ?? DEFAULT_MAP_TILES.attribution },
      pinLabel: t('map.pinLabel'),
      onPin,
    });
    marker.current = mounted.marker;
    mapRef.current = mounted.map;
    return () => mounted.map.remove();
    // the map is made once; the pin moves inside it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocationFailed(true);
    setLocating(true);
    setLocationFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const ll = L.latLng(coords.latitude, coords.longitude);
        marker.current?.setLatLng(ll);
        mapRef.current?.setView(ll, 17);
        onPin({ lat: ll.lat, lng: ll.lng });
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const done = () => {
    const ll = marker.current?.getLatLng();
    if (ll) onPin({ lat: ll.lat, lng: ll.lng });
    onDone();
  };

  return (
    <div class="pin-map">
      <p class="field-hint">{t('map.hint')}</p>
      <div ref={box} class="pin-map-canvas" dir="ltr" role="application" aria-label={t('map.label')} />
      {locationFailed ? (
        <p class="field-error" role="alert">
          {t('map.locationFailed')}
        </p>
      ) : null}
      <div class="map-pin-actions">
        <button type="button" class="btn btn-ghost btn-sm" onClick={locate} disabled={locating}>
          {locating ? t('map.locating') : t('map.useMyLocation')}
        </button>
        <button type="button" class="btn btn-primary btn-sm" onClick={done}>
          {t('map.done')}
        </button>
      </div>
    </div>
  );
}
