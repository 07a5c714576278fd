/**
 * Lists over huge tables (orders, customers, the audit log) answer an estimated total above
 * a threshold (1,000 or 10,000 rows), marked `X-Total-Estimated: true`; the data provider notes it here per resource and
 * the pagination writes "about".
 */
const estimated = new Set<string>();

export function noteTotal(url: string, headers: Headers): void {
  const resource = /\/api\/admin\/([\w-]+)(?:\?|$)/.exec(url)?.[1];
  if (!resource) return;
  if (headers.get('x-total-estimated') === 'true') estimated.add(resource);
  else estimated.delete(resource);
}

export const isTotalEstimated = (resource: string | undefined) => !!resource && estimated.has(resource);
