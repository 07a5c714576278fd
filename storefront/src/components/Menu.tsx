import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useUid } from '../lib/uid';
import { SUBMENU_OPEN_DELAY_MS, TYPEAHEAD_RESET_MS, typeaheadMatch, type MenuItem } from './menu-model';
import { MenuList } from './MenuList';

export { SUBMENU_OPEN_DELAY_MS, TYPEAHEAD_RESET_MS, typeaheadMatch, type MenuItem };

interface MenuButtonProps {
  /** accessible name of the button */
  label: string;
  children: ComponentChildren;
  items: MenuItem[];
  class?: string;
  buttonClass?: string;
  /** which edge the menu lines up with */
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ↓ opens on the first item, ↑ on the last; ↑ ↓
 * Home End move; letters jump (type-ahead); → / ← (mirrored in RTL) open and close a submenu;
 * Escape closes and returns focus; Tab or a click outside closes.
 */
export function MenuButton({ label, children, items, class: cls, buttonClass, align = 'end' }: MenuButtonProps) {
  const uid = useUid();
  const buttonId = `mb-${uid}`;
  const menuId = `menu-${uid}`;
  const [open, setOpen] = useState<'first' | 'last' | null | false>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const isOpen = open !== false;
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen('last');
    }
  };

  return (
    <div class={`menu-root align-${align}${cls ? ` ${cls}` : ''}`} ref={root}>
      <button
        type="button"
        id={buttonId}
        ref={button}
        class={buttonClass}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false ? menuId : undefined}
        onClick={() => setOpen(open === false ? 'first' : false)}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open !== false ? (
        <MenuList
          id={menuId}
          items={items}
          labelledBy={buttonId}
          initialFocus={open}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) button.current?.focus();
          }}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
