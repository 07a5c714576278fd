export interface RelevanceResult {
  queries: number;
  recallAt5: number;
  mrr: number;
  misses: Array<{ q: string; kind: string; recallAt5: number; reciprocalRank: number; top: string[] }>;
}
export const relevanceSet: { about: string; groups: Record<string, string[]>; queries: Array<{ q: string; kind: string; relevant: string | string[] }> };
export function evaluateRelevance(search: (q: string) => Promise<string[]>): Promise<RelevanceResult>;
export function shopSearch(baseUrl: string): (q: string) => Promise<string[]>;
