/** What an admin write is about, read from its route pattern. */
export interface AuditTarget {
  resource: string;
  /** the record's id from the path (null: a create, a singleton such as settings, or a bulk action) */
  recordId: string | null;
  /** create, update, delete, or the action's own name (approve, block, send…) */
  action: string;
  /** where the record is read before and after the write (null: it has no single record to read) */
  readPath: string | null;
}

const ADMIN_ROUTE = /^\/api\/admin\/([\w-]+)(?:\/:(\w+))?(?:\/([\w-]+))?$/;

/**
 * `POST /api/admin/orders/:id/approve` → orders #id, "approve", read at `/api/admin/orders/{id}`;
 * `PUT /api/admin/settings` → settings, "update", read at `/api/admin/settings`;
 * `POST /api/admin/notifications/send` → notifications, "send", nothing to read.
 */
export function auditTarget(route: string, method: string, params: Record<string, string | undefined>): AuditTarget | null {
  const match = ADMIN_ROUTE.exec(route);
  if (!match) return null;
  const [, resource, param, verb] = match;
  const recordId = param ? (params[param] ?? null) : null;
  if (recordId !== null) {
    const action = verb ?? (method === 'DELETE' ? 'delete' : 'update');
    return { resource, recordId, action, readPath: `/api/admin/${resource}/${encodeURIComponent(recordId)}` };
  }
  if (verb) return { resource, recordId: null, action: verb, readPath: null };
  if (method === 'POST') return { resource, recordId: null, action: 'create', readPath: null };
  return { resource, recordId: null, action: method === 'DELETE' ? 'delete' : 'update', readPath: `/api/admin/${resource}` };
}
