import type { PromotionDto } from '@ward/shared';

const COLORS: Record<PromotionDto['status'], 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  off: 'default',
  scheduled: 'info',
  active: 'success',
  usedUp: 'warning',
  ended: 'default',
};

export const promotionStatusColor = (status: string) => COLORS[status as PromotionDto['status']] ?? 'default';
