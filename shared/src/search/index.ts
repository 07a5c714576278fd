export * from './words.js';
export * from './equivalences.js';
export { foldWord } from './fold.js';
export { TRANSLITERATIONS } from './data/transliterations.js';
export { SEARCH_ANALYSIS_VERSION } from './version.js';
export { soundAlikeVariants } from './variants.js';
