import { createStore } from './store';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** a dictionary key (translated when shown, so it follows a language switch) … */
  messageKey?: string;
  params?: Record<string, string | number>;
  /** … or a text already translated (a server message) */
  text?: string;
  duration: number;
}

/** SPEC.md §9: at most 3 visible, 4000 ms by default. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(toast: Omit<Toast, 'id' | 'duration' | 'kind'> & { kind?: ToastKind; duration?: number }): number {
  const id = nextId++;
  const entry: Toast = { kind: 'success', duration: TOAST_DURATION_MS, ...toast, id };
  toastStore.set((s) => ({ toasts: [...s.toasts, entry].slice(-TOAST_LIMIT) }));
  if (entry.duration > 0 && entry.duration !== Infinity)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), entry.duration),
    );
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Pauses a toast's timer while it is hovered or focused, and restarts it afterwards. */
export function holdToast(id: number, hold: boolean): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const toast = toastStore.get().toasts.find((t) => t.id === id);
  if (!hold && toast && toast.duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toast.duration),
    );
}

export const toast = {
  success: (messageKey: string, params?: Toast['params']) => showToast({ kind: 'success', messageKey, params }),
  info: (messageKey: string, params?: Toast['params']) => showToast({ kind: 'info', messageKey, params }),
  error: (messageKey: string, params?: Toast['params']) => showToast({ kind: 'error', messageKey, params }),
  /** a message that is already translated, e.g. the API's */
  text: (text: string, kind: ToastKind = 'success') => showToast({ kind, text }),
};
