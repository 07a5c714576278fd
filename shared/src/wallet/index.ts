export * from './ledger.js';
export * from './types.js';
export * from './checkout-spend.js';
export * from './refund-split.js';
