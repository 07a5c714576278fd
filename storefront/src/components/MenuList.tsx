import { useEffect, useRef, useState } from 'preact/hooks';
import { useStore } from '../state/store';
import { preferencesStore } from '../state/preferences';
import { ChevronNext } from './Icons';
import { SUBMENU_OPEN_DELAY_MS, TYPEAHEAD_RESET_MS, typeaheadMatch, type MenuItem } from './menu-model';

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

/** The open list of a menu button, or of one of its submenus. */
export function MenuList({ id, items, labelledBy, initialFocus, onClose, onDone, submenu, class: cls }: MenuListProps) {
  const rtl = useStore(preferencesStore, (p) => p.direction === 'rtl');
  const refs = useRef<Array<HTMLElement | null>>([]);
  const [active, setActive] = useState(-1);
  const [openSub, setOpenSub] = useState<{ index: number; focus: 'first' | 'last' | null } | null>(null);
  const typed = useRef({ text: '', timer: 0 as unknown as ReturnType<typeof setTimeout> });
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const focusItem = (i: number) => {
    const n = items.length;
    if (!n) return;
    const index = ((i % n) + n) % n;
    setActive(index);
    refs.current[index]?.focus();
  };

  // focus goes to the first or last item once, when the list opens
  useEffect(() => {
    if (initialFocus === 'first') focusItem(0);
    else if (initialFocus === 'last') focusItem(items.length - 1);
    const typing = typed.current;
    return () => {
      clearTimeout(typing.timer);
      clearTimeout(hoverTimer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typeahead = (char: string, current: number) => {
    const t = typed.current;
    clearTimeout(t.timer);
    t.text += char;
    t.timer = setTimeout(() => (t.text = ''), TYPEAHEAD_RESET_MS);
    // a first letter searches after the current item (repeating it cycles); a longer word from the current one
    const from = t.text.length === 1 ? current : current - 1;
    const match = typeaheadMatch(
      items.map((i) => i.label),
      t.text,
      from < -1 ? -1 : from,
    );
    if (match >= 0) focusItem(match);
  };

  const openKey = rtl ? 'ArrowLeft' : 'ArrowRight';
  const closeKey = rtl ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (e: KeyboardEvent) => {
    const current = refs.current.findIndex((el) => el === document.activeElement);
    const item = items[current];
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(current - 1);
        return;
      case 'Home':
        e.preventDefault();
        focusItem(0);
        return;
      case 'End':
        e.preventDefault();
        focusItem(items.length - 1);
        return;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        onClose(true);
        return;
      case 'Tab':
        onDone();
        return;
      case openKey:
        if (item?.submenu) {
          e.preventDefault();
          setOpenSub({ index: current, focus: 'first' });
        }
        return;
      case closeKey:
        if (submenu) {
          e.preventDefault();
          e.stopPropagation();
          onClose(true);
        }
        return;
      case ' ':
      case 'Enter':
        // a space inside a word being typed is part of it ("سياسة الخصوصية")
        if (e.key === ' ' && typed.current.text) {
          typeahead(' ', current);
          e.preventDefault();
          return;
        }
        if (item?.submenu) {
          e.preventDefault();
          setOpenSub({ index: current, focus: 'first' });
        } else if (e.key === ' ' && item) {
          e.preventDefault();
          refs.current[current]?.click();
        }
        return;
      default:
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeahead(e.key, current);
    }
  };

  return (
    <ul
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      class={`menu${submenu ? ' submenu' : ''}${cls ? ` ${cls}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => {
        const common = {
          ref: (el: HTMLElement | null) => {
            refs.current[i] = el;
          },
          tabIndex: active === i ? 0 : -1,
          class: `menu-item${item.checked ? ' is-checked' : ''}`,
          onFocus: () => setActive(i),
        };
        const content = (
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
        if (item.submenu) {
          const subId = `${id}-${item.id}`;
          const triggerId = `${subId}-trigger`;
          const isOpen = openSub?.index === i;
          return (
            <li
              role="none"
              class="menu-sub"
              onPointerEnter={() => {
                clearTimeout(hoverTimer.current);
                hoverTimer.current = setTimeout(() => setOpenSub({ index: i, focus: null }), SUBMENU_OPEN_DELAY_MS);
              }}
              onPointerLeave={() => {
                clearTimeout(hoverTimer.current);
                hoverTimer.current = setTimeout(() => setOpenSub((s) => (s?.index === i ? null : s)), SUBMENU_OPEN_DELAY_MS * 3);
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
                onClick={() => setOpenSub(isOpen ? null : { index: i, focus: 'first' })}
              >
                {content}
              </button>
              {isOpen ? (
                <MenuList
                  id={subId}
                  items={item.submenu}
                  labelledBy={triggerId}
                  initialFocus={openSub.focus}
                  submenu
                  onClose={(returnFocus) => {
                    setOpenSub(null);
                    if (returnFocus) refs.current[i]?.focus();
                  }}
                  onDone={onDone}
                />
              ) : null}
            </li>
          );
        }
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
                {content}
              </a>
            ) : (
              <button type="button" role={role} aria-checked={item.checked} {...common} onClick={select}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
