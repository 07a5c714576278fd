import { NOTIFICATION_PAGE_SIZE } from '@ward/shared/constants';
import { api } from '../api/client';
import { account } from '../api/endpoints';
import type { NotificationDto, Paged } from '../api/types';
import { authStore } from './auth';
import { createStore, useStore } from './store';

export interface NotificationsState {
  userId: number | null;
  items: NotificationDto[];
  unread: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

export const notificationsStore = createStore<NotificationsState>({ userId: null, items: [], unread: 0, status: 'idle', error: null });

/**
 * SPEC.md §7: newest first by createdAt, at most 10, unread (isRead false) counted. The answer's
 * data is a list (a paged object is accepted too).
 */
export function summarize(data: NotificationDto[] | Paged<NotificationDto> | null | undefined): {
  items: NotificationDto[];
  unread: number;
} {
  const list = Array.isArray(data) ? data : (data?.items ?? []);
  const items = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, NOTIFICATION_PAGE_SIZE);
  return { items, unread: items.filter((n) => !n.isRead).length };
}

/** Runs only when a user id is known (SPEC.md §7); otherwise records "User ID not available". */
export async function loadNotifications(): Promise<void> {
  const userId = authStore.get().user?.id ?? null;
  if (!userId) {
    notificationsStore.set({ userId: null, items: [], unread: 0, status: 'error', error: 'User ID not available' });
    return;
  }
  notificationsStore.set({ userId, status: 'loading', error: null });
  try {
    const data = await account.notifications(userId, 1, NOTIFICATION_PAGE_SIZE);
    notificationsStore.set({ userId, ...summarize(data), status: 'ready', error: null });
  } catch (error) {
    notificationsStore.set({ status: 'error', error: (error as Error).message });
  }
}

/** Marks one notification read (optimistically, undone if the server refuses). */
export async function markRead(id: number): Promise<void> {
  const before = notificationsStore.get();
  const items = before.items.map((n) => (n.id === id ? { ...n, isRead: true } : n));
  notificationsStore.set({ items, unread: items.filter((n) => !n.isRead).length });
  try {
    await api.post(`/api/notifications/${id}/read`);
  } catch (error) {
    notificationsStore.set({ items: before.items, unread: before.unread });
    throw error;
  }
}

export async function markAllRead(): Promise<void> {
  const before = notificationsStore.get();
  notificationsStore.set({ items: before.items.map((n) => ({ ...n, isRead: true })), unread: 0 });
  try {
    await api.post('/api/notifications/read-all');
  } catch (error) {
    notificationsStore.set({ items: before.items, unread: before.unread });
    throw error;
  }
}

export function resetNotifications(): void {
  notificationsStore.set({ userId: null, items: [], unread: 0, status: 'idle', error: null });
}

export const useNotifications = () => useStore(notificationsStore);
