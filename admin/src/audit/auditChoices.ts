import { resources } from '../resources';

/** The admin API's resources an entry can be about (every resource of the back office, and uploads). */
export const AUDITED_RESOURCES = [...resources.map((r) => r.name).filter((name) => name !== 'audit'), 'uploads'];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'ship',
  'complete',
  'block',
  'activate',
  'hide',
  'show',
  'send',
  'refund',
  'adjust',
  'import',
  'bulk',
  'credit-notes',
  'stock-alerts',
  'csr',
  'compliance-csid',
  'compliance-checks',
  'production-csid',
];
