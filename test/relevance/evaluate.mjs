// Relevance over the set in relevance-set.json: recall@5 and MRR (DESIGN: issue 17 §5).
// `search(q)` answers the English names of the results, best first.
import { readFileSync } from 'node:fs';

export const relevanceSet = JSON.parse(readFileSync(new URL('./relevance-set.json', import.meta.url), 'utf8'));

const relevantFor = (entry) => new Set(typeof entry.relevant === 'string' ? relevanceSet.groups[entry.relevant.slice(1)] : entry.relevant);

/**
 * recall@5: the share of a query's expected products among its first five results (out of at
 * most five expected), averaged; MRR: 1 / the rank of the first expected product within the
 * first ten results (0 when none), averaged. Rounded to three decimals.
 */
export async function evaluateRelevance(search) {
  const queries = [];
  for (const entry of relevanceSet.queries) {
    const relevant = relevantFor(entry);
    const names = await search(entry.q);
    const top5 = names.slice(0, 5).filter((n) => relevant.has(n)).length;
    const first = names.slice(0, 10).findIndex((n) => relevant.has(n));
    queries.push({ q: entry.q, kind: entry.kind, recallAt5: top5 / Math.min(5, relevant.size), reciprocalRank: first < 0 ? 0 : 1 / (first + 1), top: names.slice(0, 5) });
  }
  const mean = (key) => Math.round((queries.reduce((sum, q) => sum + q[key], 0) / queries.length) * 1000) / 1000;
  return { queries: queries.length, recallAt5: mean('recallAt5'), mrr: mean('reciprocalRank'), misses: queries.filter((q) => q.recallAt5 < 1) };
}

/** The search function for a running shop: the storefront API, ten results. */
export const shopSearch = (baseUrl) => async (q) => {
  const res = await fetch(`${baseUrl}/api/products?search=${encodeURIComponent(q)}&pageSize=10`);
  const body = await res.json();
  return body.data.items.map((p) => p.name.en);
};
