import PlaceIcon from '@mui/icons-material/Place';
import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapZoomButtons } from './MapZoomButtons';
import { project, RIYADH, TILE, unproject, viewTiles } from './mercator';
import { useMapDrag } from './useMapDrag';

interface Props {
  value: { lat: number; lng: number } | null;
  onChange: (value: { lat: number; lng: number }) => void;
}

/**
 * A small slippy map of OpenStreetMap tiles (no map library): drag to move, +/− to zoom,
 * click to place the branch. Maps read left to right in both languages.
 */
export const MapPicker = ({ value, onChange }: Props) => {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const height = 320;
  const [zoom, setZoom] = useState(value ? 14 : 11);
  const [center, setCenter] = useState(() => project((value ?? RIYADH).lat, (value ?? RIYADH).lng, value ? 14 : 11));

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  const zoomTo = (z: number) => {
    const next = Math.min(18, Math.max(3, z));
    const at = unproject(center.x, center.y, zoom);
    setCenter(project(at.lat, at.lng, next));
    setZoom(next);
  };
  const left = center.x - width / 2;
  const top = center.y - height / 2;
  const tiles = viewTiles(left, top, width, height, zoom);
  const marker = value ? project(value.lat, value.lng, zoom) : null;
  const pointer = useMapDrag(box, center, setCenter, (x, y) => onChange(unproject(left + x, top + y, zoom)));

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Box
        ref={box}
        dir="ltr"
        data-testid="map-picker"
        {...pointer}
        sx={{
          position: 'relative',
          height,
          overflow: 'hidden',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#e8e4dc',
          cursor: 'crosshair',
          touchAction: 'none',
          userSelect: 'none',
        }}
      >
        {tiles.map((t) => (
          <Box
            key={`${t.tx}-${t.ty}`}
            component="img"
            src={t.src}
            alt=""
            draggable={false}
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
            sx={{ position: 'absolute', left: t.tx * TILE - left, top: t.ty * TILE - top, width: TILE, height: TILE }}
          />
        ))}
        {marker && (
          <PlaceIcon
            color="error"
            sx={{ position: 'absolute', left: marker.x - left - 18, top: marker.y - top - 36, fontSize: 36, pointerEvents: 'none' }}
          />
        )}
        <MapZoomButtons zoomIn={() => zoomTo(zoom + 1)} zoomOut={() => zoomTo(zoom - 1)} />
        <Typography
          variant="caption"
          sx={{ position: 'absolute', bottom: 0, right: 0, px: 0.5, bgcolor: 'rgba(255,255,255,0.8)', color: '#333' }}
        >
          {translate('resources.branches.map.attribution')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.branches.map.help')}
      </Typography>
    </Box>
  );
};
