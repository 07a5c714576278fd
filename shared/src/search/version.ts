import { BROKEN_PLURALS, WAW_WORDS } from './data/broken-plurals.js';
import { STOP_WORDS } from './data/stop-words.js';

/**
 * Bump when the analysis itself changes (words.ts, fold.ts, arabic-stemmer.ts, the English
 * stemmer) or what a product's document holds (the server's search-document.ts; 2: variants'
 * SKUs and option values).
 */
const ANALYSIS_CODE = 2;

/** FNV-1a, enough to tell two versions of the tables apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/**
 * What stored search vectors depend on: the analysis code and the tables that shape stems. The
 * server re-indexes every product at start when it differs from the version the vectors carry
 * (transliterations and synonyms apply to queries only and need no re-index).
 */
export const SEARCH_ANALYSIS_VERSION = `${ANALYSIS_CODE}-${fingerprint(JSON.stringify([BROKEN_PLURALS, WAW_WORDS, STOP_WORDS]))}`;
