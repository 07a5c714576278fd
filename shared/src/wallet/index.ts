export * from './ledger.js';
export * from './types.js';
