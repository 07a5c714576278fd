import { useT, hasKey } from '../i18n';
import { dismissToast, holdToast, toastStore } from '../state/toasts';
import { useStore } from '../state/store';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './Icons';

/**
 * The toast area (SPEC.md §9): 3 visible, 4000 ms, 356 px wide, 14 px apart, at the bottom. On
 * wide screens it sits at the inline start, so it never covers the order summary and the
 * checkout button that the cart and checkout keep at the inline end (see components.css).
 */
export function Toaster() {
  const t = useT();
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <section class="toaster" aria-label={t('toast.region')}>
      <ol class="toast-list" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => {
          const text =
            toast.text ?? (toast.messageKey && hasKey(toast.messageKey) ? t(toast.messageKey, toast.params) : (toast.messageKey ?? ''));
          return (
            <li
              key={toast.id}
              class={`toast toast-${toast.kind}`}
              role={toast.kind === 'error' ? 'alert' : 'status'}
              onPointerEnter={() => holdToast(toast.id, true)}
              onPointerLeave={() => holdToast(toast.id, false)}
              onFocusIn={() => holdToast(toast.id, true)}
              onFocusOut={() => holdToast(toast.id, false)}
            >
              <span class="toast-icon" aria-hidden="true">
                {toast.kind === 'error' ? (
                  <AlertIcon size={18} />
                ) : toast.kind === 'info' ? (
                  <InfoIcon size={18} />
                ) : (
                  <CheckIcon size={18} />
                )}
              </span>
              <span class="toast-text">{text}</span>
              <button type="button" class="toast-close" aria-label={t('common.close')} onClick={() => dismissToast(toast.id)}>
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
