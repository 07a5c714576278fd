import { WISHLIST_MAX } from '@ward/shared/constants';
import { api, errorMessage } from '../api/client';
import { authStore } from './auth';
import { onPersistedChange, readPersisted, writePersisted } from './persist';
import { createStore, useStore } from './store';
import { toast } from './toasts';

/**
 * The hearts. Signed out, the wishlist is product ids in the browser (`ward-store` →
 * `wishlist`, oldest first); at sign-in they join the account (POST /api/wishlist/merge) and
 * leave the browser; signed in, every change goes to the server (optimistic, undone on refusal).
 */
export interface WishlistState {
  /** newest first */
  ids: number[];
  /** whose list `ids` is: null for the browser's own */
  owner: number | null;
}

export const wishlistStore = createStore<WishlistState>({ ids: [], owner: null });

const browserIds = (): number[] => {
  const stored = readPersisted().wishlist;
  return Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v) && v > 0).slice(-WISHLIST_MAX) : [];
};
/** browser order is oldest first, the store's newest first */
const fromBrowser = () => [...browserIds()].reverse();
const saveBrowser = (newestFirst: number[]) => writePersisted({ wishlist: [...newestFirst].reverse() });

async function joinAccount(userId: number): Promise<void> {
  const local = browserIds();
  try {
    const ids = local.length
      ? await api.post<number[]>('/api/wishlist/merge', { productIds: local })
      : await api.get<number[]>('/api/wishlist/ids');
    if (local.length) writePersisted({ wishlist: [] });
    if (authStore.get().user?.id === userId) wishlistStore.set({ ids, owner: userId });
  } catch {
    // the browser keeps its list; the next sign-in tries again
  }
}

function follow(): void {
  const { status, user } = authStore.get();
  if (status === 'loading') return;
  const owner = status === 'authenticated' && user && !user.isAdmin ? user.id : null;
  if (owner === wishlistStore.get().owner && (owner !== null || wishlistStore.get().ids.length)) return;
  if (owner === null) wishlistStore.set({ ids: fromBrowser(), owner: null });
  else {
    wishlistStore.set({ ids: [], owner });
    void joinAccount(owner);
  }
}

let started = false;
export function initWishlist(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  wishlistStore.set({ ids: fromBrowser(), owner: null });
  authStore.subscribe(follow);
  follow();
  onPersistedChange(() => {
    if (wishlistStore.get().owner === null) wishlistStore.set({ ids: fromBrowser() });
  });
}

/** Saves or removes a product; answers whether it is saved now. */
export async function toggleWishlist(productId: number): Promise<boolean> {
  const { ids, owner } = wishlistStore.get();
  const saved = ids.includes(productId);
  const next = saved ? ids.filter((id) => id !== productId) : [productId, ...ids];
  if (!saved && next.length > WISHLIST_MAX) {
    toast.error('wishlist.full');
    return saved;
  }
  wishlistStore.set({ ids: next });
  if (owner === null) {
    saveBrowser(next);
    toast.success(saved ? 'wishlist.removed' : 'wishlist.added');
    return !saved;
  }
  try {
    const answer = saved ? await api.delete<number[]>(`/api/wishlist/${productId}`) : await api.put<number[]>(`/api/wishlist/${productId}`);
    if (wishlistStore.get().owner === owner) wishlistStore.set({ ids: answer });
    toast.success(saved ? 'wishlist.removed' : 'wishlist.added');
    return !saved;
  } catch (error) {
    if (wishlistStore.get().owner === owner) wishlistStore.set({ ids });
    toast.text(errorMessage(error), 'error');
    return saved;
  }
}

export const useInWishlist = (productId: number) => useStore(wishlistStore, (s) => s.ids.includes(productId));
