import { ChevronNext } from './Icons';
import type { MenuItem } from './menu-model';

/** What every item of a menu carries: its ref, its tab stop, its class and focus tracking. */
export interface MenuItemProps {
  ref: (el: HTMLElement | null) => void;
  tabIndex: number;
  class: string;
  onFocus: () => void;
}

/** An item's icon, label, unread dot, check mark and submenu arrow. */
export function MenuItemContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon}
      <span class="menu-label">{item.label}</span>
      {item.dot ? <span class="dot" aria-hidden="true" /> : null}
      {item.checked ? (
        <span class="menu-check" aria-hidden="true">
          ✓
        </span>
      ) : null}
      {item.submenu ? <ChevronNext size={16} flip class="menu-sub-arrow" /> : null}
    </>
  );
}

/** An item without a submenu: a link or a button (a radio item when it has a checked state). */
export function MenuLeaf({ item, common, onDone }: { item: MenuItem; common: MenuItemProps; onDone: () => void }) {
  const select = () => {
    item.onSelect?.();
    onDone();
  };
  const role = item.checked !== undefined ? 'menuitemradio' : 'menuitem';
  return (
    <li role="none">
      {item.href ? (
        <a
          href={item.href}
          role={role}
          aria-checked={item.checked}
          data-native={item.native ? '' : undefined}
          {...common}
          onClick={select}
        >
          <MenuItemContent item={item} />
        </a>
      ) : (
        <button type="button" role={role} aria-checked={item.checked} {...common} onClick={select}>
          <MenuItemContent item={item} />
        </button>
      )}
    </li>
  );
}
