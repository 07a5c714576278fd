/**
 * Tells the shop which result a search led to (back office: what people search for, and what
 * they open). The query and the product only: nothing about the shopper. Sent as a beacon, so
 * leaving the page does not cancel it and nothing waits for it.
 */
export function recordSearchClick(query: string, productId: number, source: 'suggestions' | 'results'): void {
  const body = JSON.stringify({ query, productId, source });
  try {
    if (navigator.sendBeacon?.('/api/search/clicks', new Blob([body], { type: 'application/json' }))) return;
    void fetch('/api/search/clicks', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    /* analytics never gets in the way */
  }
}
