export * from './types.js';
export * from './schedule.js';
export { applyPromotions, promotionEligible, PROMOTION_LEVEL } from './apply.js';
