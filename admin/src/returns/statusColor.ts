import type { ReturnStatus } from '@ward/shared';

const COLORS: Record<ReturnStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  requested: 'warning',
  approved: 'info',
  inTransit: 'info',
  rejected: 'error',
  received: 'info',
  inspected: 'info',
  refunded: 'success',
  closed: 'default',
};

export const returnStatusColor = (status: string) => COLORS[status as ReturnStatus] ?? 'default';
