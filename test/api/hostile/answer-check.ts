/** One answer as the hostile-input tests read it. */
export interface Answer {
  status: number;
  type: string;
  text: string;
  body: any;
  headers: Headers;
  ms: number;
}

/** What is wrong with an answer, or null. */
export function problemWith(path: string, a: Answer): string | null {
  if (a.status >= 500) return `${a.status}: ${a.text.slice(0, 200)}`;
  if (a.headers.get('x-content-type-options') !== 'nosniff')
    return `no X-Content-Type-Options: nosniff (${a.status} ${a.type}: ${a.text.slice(0, 150)})`;
  if (
    /QueryFailedError|TypeError|ReferenceError|node_modules|\bat \S+ \(|\.js:\d+:\d+|duplicate key|violates|syntax error at/i.test(a.text)
  )
    return `leaks internals: ${a.text.slice(0, 200)}`;
  if (a.status < 300 && a.type.startsWith('text/html')) return null; // invoices (checked for live scripts elsewhere)
  if (a.status < 300 && a.type.startsWith('text/csv')) return null; // the products export (formula cells: product-csv.test.ts)
  if (a.status === 304) return null;
  if (!a.type.startsWith('application/json')) return `content-type ${a.type || 'none'} (${a.status})`;
  if (a.body === undefined) return `not JSON: ${a.text.slice(0, 120)}`;
  const b = a.body;
  if (path.startsWith('/api/admin/')) {
    if (
      a.status >= 400 &&
      (typeof b?.message !== 'string' || !b.message || typeof b.errors !== 'object' || b.errors === null || Array.isArray(b.errors))
    )
      return `admin error shape: ${a.text.slice(0, 200)}`;
    return null;
  }
  if (path.startsWith('/api/health') && a.status === 200) return b?.status === 'ok' ? null : `health: ${a.text}`;
  const envelope = b && typeof b === 'object' && typeof b.isSuccess === 'boolean' && 'data' in b && 'message' in b && 'errors' in b;
  if (!envelope) return `not the envelope (${a.status}): ${a.text.slice(0, 200)}`;
  if (a.status >= 400) {
    if (b.isSuccess !== false || b.data !== null || typeof b.message !== 'string' || !b.message)
      return `error envelope (${a.status}): ${a.text.slice(0, 200)}`;
    if (
      b.errors !== null &&
      (typeof b.errors !== 'object' || Object.values(b.errors).some((v) => !Array.isArray(v) || v.some((m) => typeof m !== 'string')))
    )
      return `field errors shape: ${a.text.slice(0, 200)}`;
  } else if (b.isSuccess !== true) return `success without isSuccess (${a.status})`;
  return null;
}
