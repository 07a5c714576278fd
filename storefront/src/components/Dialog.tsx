import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useUid } from '../lib/uid';
import { CloseIcon } from './Icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ComponentChildren;
  /** 'drawer' slides in from the inline start edge (menus on phones) */
  variant?: 'modal' | 'drawer' | 'sheet';
  closeLabel: string;
  class?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape, restores focus to
 * the opener and marks the rest of the page inert. A click on the backdrop closes too.
 */
export function Dialog({ open, onClose, title, children, variant = 'modal', closeLabel, class: cls }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `dlg-${useUid()}`;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      document.documentElement.classList.add('has-modal');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
    if (!open) document.documentElement.classList.remove('has-modal');
  }, [open]);

  useEffect(() => () => document.documentElement.classList.remove('has-modal'), []);

  return (
    <dialog
      ref={ref}
      class={`dialog dialog-${variant}${cls ? ` ${cls}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div class="dialog-body">
          <div class="dialog-head">
            <h2 id={titleId} class="dialog-title">
              {title}
            </h2>
            <button type="button" class="icon-btn" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
