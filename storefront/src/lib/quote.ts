import { useEffect, useRef, useState } from 'preact/hooks';
import { toApiError, type ApiError } from '../api/client';
import { checkout, type QuoteRequest } from '../api/endpoints';
import type { QuoteDto } from '../api/types';
import type { CartItem } from '../state/cart';

/** Cart lines as the API takes them: the product, and the chosen variant of a product with options. */
export const lineInputs = (items: CartItem[]) =>
  items.map((i) => ({ productId: i.id, ...(i.variantId ? { variantId: i.variantId } : {}), quantity: i.quantity }));

/**
 * The server's authoritative quote for the cart (lines with problems, discount, shipping, COD fee,
 * VAT, total), asked again 300 ms after the cart, coupon, country or payment method change.
 */
export function useQuote(request: QuoteRequest | null): {
  quote: QuoteDto | null;
  error: ApiError | null;
  loading: boolean;
  stale: boolean;
  /** asks again for the same request (the server refused an order's total as changed) */
  refresh: () => void;
} {
  const [revision, setRevision] = useState(0);
  const [state, setState] = useState<{ quote: QuoteDto | null; error: ApiError | null; loading: boolean; key: string }>({
    quote: null,
    error: null,
    loading: false,
    key: '',
  });
  const key = request ? `${revision}:${JSON.stringify(request)}` : '';
  const seq = useRef(0);
  useEffect(() => {
    if (!request || request.items.length === 0) {
      setState({ quote: null, error: null, loading: false, key });
      return;
    }
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      checkout
        .quote(request)
        .then((quote) => mine === seq.current && setState({ quote, error: null, loading: false, key }))
        .catch((e: unknown) => mine === seq.current && setState((s) => ({ ...s, error: toApiError(e), loading: false, key })));
    }, 300);
    return () => clearTimeout(timer);
    // the request is compared by value (its JSON), not by the object's identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const refresh = () => setRevision((n) => n + 1);
  return { quote: state.quote, error: state.error, loading: state.loading, stale: state.key !== key, refresh };
}
