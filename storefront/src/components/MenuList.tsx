import { useEffect, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { useStore } from '../state/store';
import { preferencesStore } from '../state/preferences';
import { SUBMENU_OPEN_DELAY_MS, type MenuItem } from './menu-model';
import { handleMenuKey, useMenuFocus } from './menu-keys';
import { MenuItemContent, MenuLeaf, type MenuItemProps } from './MenuItems';

interface MenuListProps {
  id: string;
  items: MenuItem[];
  labelledBy: string;
  initialFocus: 'first' | 'last' | null;
  onClose: (returnFocus: boolean) => void;
  /** closes everything, after an item was chosen */
  onDone: () => void;
  submenu?: boolean;
  class?: string;
}

interface OpenSubmenu {
  index: number;
  focus: 'first' | 'last' | null;
}

/** The open list of a menu button, or of one of its submenus. */
export function MenuList({ id, items, labelledBy, initialFocus, onClose, onDone, submenu, class: cls }: MenuListProps) {
  const rtl = useStore(preferencesStore, (p) => p.direction === 'rtl');
  const { refs, active, setActive, focusItem, typeahead, isTyping } = useMenuFocus(items, initialFocus);
  const [openSub, setOpenSub] = useState<OpenSubmenu | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onKeyDown = (e: KeyboardEvent) => {
    const current = refs.current.findIndex((el) => el === document.activeElement);
    handleMenuKey(e, {
      current,
      count: items.length,
      item: items[current],
      rtl,
      submenu,
      typing: isTyping(),
      focusItem,
      typeahead: (char) => typeahead(char, current),
      openSubmenu: () => setOpenSub({ index: current, focus: 'first' }),
      click: () => refs.current[current]?.click(),
      onClose,
      onDone,
    });
  };

  const itemProps = (item: MenuItem, i: number): MenuItemProps => ({
    ref: (el: HTMLElement | null) => {
      refs.current[i] = el;
    },
    tabIndex: active === i ? 0 : -1,
    class: `menu-item${item.checked ? ' is-checked' : ''}`,
    onFocus: () => setActive(i),
  });

  return (
    <ul
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      class={`menu${submenu ? ' submenu' : ''}${cls ? ` ${cls}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) =>
        item.submenu ? (
          <SubmenuItem
            menuId={id}
            item={item}
            submenuItems={item.submenu}
            common={itemProps(item, i)}
            open={openSub?.index === i ? openSub : null}
            setOpen={(next) => setOpenSub(next ? { index: i, focus: next.focus } : null)}
            closeIfOpen={() => setOpenSub((s) => (s?.index === i ? null : s))}
            hoverTimer={hoverTimer}
            returnFocus={() => refs.current[i]?.focus()}
            onDone={onDone}
          />
        ) : (
          <MenuLeaf item={item} common={itemProps(item, i)} onDone={onDone} />
        ),
      )}
    </ul>
  );
}

interface SubmenuItemProps {
  menuId: string;
  item: MenuItem;
  submenuItems: MenuItem[];
  common: MenuItemProps;
  open: OpenSubmenu | null;
  setOpen: (open: Omit<OpenSubmenu, 'index'> | null) => void;
  closeIfOpen: () => void;
  hoverTimer: RefObject<ReturnType<typeof setTimeout> | undefined>;
  returnFocus: () => void;
  onDone: () => void;
}

/** An item that opens a submenu: on click, on the arrow key, or after the pointer rests on it. */
function SubmenuItem({ menuId, item, submenuItems, common, open, setOpen, closeIfOpen, hoverTimer, returnFocus, onDone }: SubmenuItemProps) {
  const subId = `${menuId}-${item.id}`;
  const triggerId = `${subId}-trigger`;
  const isOpen = open !== null;
  return (
    <li
      role="none"
      class="menu-sub"
      onPointerEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => setOpen({ focus: null }), SUBMENU_OPEN_DELAY_MS);
      }}
      onPointerLeave={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(closeIfOpen, SUBMENU_OPEN_DELAY_MS * 3);
      }}
    >
      <button
        type="button"
        role="menuitem"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? subId : undefined}
        {...common}
        onClick={() => setOpen(isOpen ? null : { focus: 'first' })}
      >
        <MenuItemContent item={item} />
      </button>
      {open ? (
        <MenuList
          id={subId}
          items={submenuItems}
          labelledBy={triggerId}
          initialFocus={open.focus}
          submenu
          onClose={(returnFocusToItem) => {
            setOpen(null);
            if (returnFocusToItem) returnFocus();
          }}
          onDone={onDone}
        />
      ) : null}
    </li>
  );
}
