import { useEffect, useRef, useState } from 'preact/hooks';
import { TYPEAHEAD_RESET_MS, typeaheadMatch, type MenuItem } from './menu-model';

/** What a key press in an open menu may do to it. */
interface MenuKeyActions {
  /** the focused item's index, -1 when none */
  current: number;
  count: number;
  item: MenuItem | undefined;
  rtl: boolean;
  submenu: boolean | undefined;
  /** a word is being typed (a space belongs to it) */
  typing: boolean;
  focusItem: (i: number) => void;
  typeahead: (char: string) => void;
  openSubmenu: () => void;
  click: () => void;
  onClose: (returnFocus: boolean) => void;
  onDone: () => void;
}

/** The WAI-ARIA menu keyboard: arrows, Home/End, Escape, Tab, opening and closing submenus, type-ahead. */
export function handleMenuKey(e: KeyboardEvent, a: MenuKeyActions) {
  const openKey = a.rtl ? 'ArrowLeft' : 'ArrowRight';
  const closeKey = a.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (e.key) {
    case 'ArrowDown':
      e.preventDefault();
      a.focusItem(a.current + 1);
      return;
    case 'ArrowUp':
      e.preventDefault();
      a.focusItem(a.current - 1);
      return;
    case 'Home':
      e.preventDefault();
      a.focusItem(0);
      return;
    case 'End':
      e.preventDefault();
      a.focusItem(a.count - 1);
      return;
    case 'Escape':
      e.preventDefault();
      e.stopPropagation();
      a.onClose(true);
      return;
    case 'Tab':
      a.onDone();
      return;
    case openKey:
      if (a.item?.submenu) {
        e.preventDefault();
        a.openSubmenu();
      }
      return;
    case closeKey:
      if (a.submenu) {
        e.preventDefault();
        e.stopPropagation();
        a.onClose(true);
      }
      return;
    case ' ':
    case 'Enter':
      // a space inside a word being typed is part of it ("سياسة الخصوصية")
      if (e.key === ' ' && a.typing) {
        a.typeahead(' ');
        e.preventDefault();
        return;
      }
      if (a.item?.submenu) {
        e.preventDefault();
        a.openSubmenu();
      } else if (e.key === ' ' && a.item) {
        e.preventDefault();
        a.click();
      }
      return;
    default:
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) a.typeahead(e.key);
  }
}

/** Roving focus over a menu's items (one tab stop), the first or last focused on open, and type-ahead. */
export function useMenuFocus(items: MenuItem[], initialFocus: 'first' | 'last' | null) {
  const refs = useRef<Array<HTMLElement | null>>([]);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', timer: 0 as unknown as ReturnType<typeof setTimeout> });

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
    return () => clearTimeout(typing.timer);
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

  const isTyping = () => typed.current.text !== '';
  return { refs, active, setActive, focusItem, typeahead, isTyping };
}
