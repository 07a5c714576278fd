import type { SearchMatches } from './product-search.js';

/**
 * "Did you mean …": the query with each word the shop does not know replaced by its closest
 * vocabulary word as written ("مسق" → "مسك", "safron oil" → "saffron oil"), or null when every
 * word is known or none has a correction.
 */
export function didYouMean({ plan, corrections }: SearchMatches): string | null {
  let changed = false;
  const parts = plan.clauses.map((clause, index) => {
    const best = corrections.filter((c) => c.clause === index + 1 && !c.known).sort((a, b) => b.score - a.score)[0];
    if (!best) return clause.words.map((w) => w.surface).join(' ');
    changed = true;
    return best.surface;
  });
  // two words corrected to one ("new born" → "newborn") say it once
  return changed ? parts.filter((part, i) => part !== parts[i - 1]).join(' ') : null;
}
