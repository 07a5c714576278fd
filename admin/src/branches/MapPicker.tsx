import AddIcon from '@mui/icons-material/Add';
import PlaceIcon from '@mui/icons-material/Place';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { project, RIYADH, TILE, unproject } from './mercator';

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
  const drag = useRef<{ x: number; y: number; cx: number; cy: number; moved: boolean } | null>(null);

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
  const tiles = [];
  const max = 2 ** zoom;
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++)
    for (let ty = Math.max(0, Math.floor(top / TILE)); ty <= Math.min(max - 1, Math.floor((top + height) / TILE)); ty++)
      tiles.push({ tx, ty, src: `https://a.tile.openstreetmap.org/${zoom}/${((tx % max) + max) % max}/${ty}.png` });
  const marker = value ? project(value.lat, value.lng, zoom) : null;

  const onDown = (e: PointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, cx: center.x, cy: center.y, moved: false };
  };
  const onMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (Math.abs(dx) + Math.abs(dy) > 4) d.moved = true;
    if (d.moved) setCenter({ x: d.cx - dx, y: d.cy - dy });
  };
  const onUp = (e: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    onChange(unproject(left + e.clientX - rect.left, top + e.clientY - rect.top, zoom));
  };

  return (
    <Box sx={{ my: 2, width: '100%' }}>
      <Box
        ref={box}
        dir="ltr"
        data-testid="map-picker"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
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
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.paper',
            borderRadius: 1,
          }}
          onPointerDown={(e) => e.stopPropagation()}
        >
          <IconButton size="small" onClick={() => zoomTo(zoom + 1)} aria-label={translate('resources.branches.map.zoom_in')}>
            <AddIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={() => zoomTo(zoom - 1)} aria-label={translate('resources.branches.map.zoom_out')}>
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Box>
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
