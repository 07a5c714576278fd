import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../i18n';
import { SearchIcon } from '../Icons';
import { Tooltip } from '../Tooltip';

type Panel = ComponentType<{ onClose: () => void }>;
let panel: Promise<Panel> | null = null;
/** The panel is its own chunk, fetched when a shopper points at or focuses the search button. */
const loadPanel = (): Promise<Panel> =>
  (panel ??= import('./SearchPanel').then((m) => m.default).catch((e: Error) => ((panel = null), Promise.reject(e))));

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search button (and "/" anywhere): opens search-as-you-type under the header. */
export function HeaderSearch({ path }: { path: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    void loadPanel().then((p) => setPanel(() => p));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip text={t('nav.search')}>
        <button
          ref={button}
          type="button"
          class="icon-btn"
          aria-label={t('search.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close() : show())}
          onPointerEnter={() => void loadPanel().catch(() => undefined)}
          onFocus={() => void loadPanel().catch(() => undefined)}
        >
          <SearchIcon />
        </button>
      </Tooltip>
      {open && Panel ? <Panel onClose={close} /> : null}
    </>
  );
}
