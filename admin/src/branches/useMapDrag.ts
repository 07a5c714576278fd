import { useRef, type PointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

/**
 * Dragging moves the map's centre; a press that did not move (4 px of slack) is a click, handed
 * the pointer's position inside the box.
 */
export function useMapDrag(
  box: RefObject<HTMLDivElement | null>,
  center: Point,
  setCenter: (center: Point) => void,
  onClick: (offsetX: number, offsetY: number) => void,
) {
  const drag = useRef<{ x: number; y: number; cx: number; cy: number; moved: boolean } | null>(null);
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
    onClick(e.clientX - rect.left, e.clientY - rect.top);
  };
  return { onPointerDown: onDown, onPointerMove: onMove, onPointerUp: onUp };
}
