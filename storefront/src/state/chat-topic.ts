import { useEffect } from 'preact/hooks';
import { createStore } from './store';

/** What the shopper is looking at, for the WhatsApp button's first message: the product's name on a product page. */
export const chatTopic = createStore<{ product: string | null }>({ product: null });

/** A product page names its product while it is open. */
export function useChatTopic(product: string | null): void {
  useEffect(() => {
    chatTopic.set({ product });
    return () => chatTopic.set({ product: null });
  }, [product]);
}
