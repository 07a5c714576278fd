import { z } from 'zod';
import { searchWords } from '../search/words.js';

const term = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(60, { error: 'validation.maxLength' })
  .refine((t) => searchWords(t, { keepStopWords: true }).length > 0, { error: 'validation.synonymWord' });

/** The analysed form of a term: two terms that search reads alike are one. */
const analysed = (t: string) =>
  searchWords(t, { keepStopWords: true })
    .map((w) => w.stem)
    .join(' ');

/**
 * A group of words or phrases that mean the same to a shopper, in any language: a search for
 * any of them finds products written with any other ("شنطة" = "bag" = "حقيبة").
 */
export const synonymSchema = z.object({
  terms: z
    .array(term, { error: 'validation.synonymTerms' })
    .max(20, { error: 'validation.synonymTerms' })
    .refine((terms) => new Set(terms.map(analysed)).size >= 2, { error: 'validation.synonymTerms' }),
});
export type SynonymInput = z.infer<typeof synonymSchema>;

export interface SynonymDto {
  id: number;
  terms: string[];
  createdAt: string;
  updatedAt: string;
}

/** What a shopper opened after a search (no shopper data: the query and the product only). */
export const searchClickSchema = z.object({
  query: z.string().max(200),
  productId: z.number().int().positive().max(2_147_483_647),
  source: z.enum(['suggestions', 'results']),
});
export type SearchClickInput = z.infer<typeof searchClickSchema>;

/** A query's figures over a period in the back office (`id` is the query itself). */
export interface SearchQueryStatDto {
  id: string;
  query: string;
  searches: number;
  zeroResults: number;
  /** results of its latest search */
  results: number;
  clicks: number;
  /** clicks per search, 0–1 */
  clickThrough: number;
  lastSearched: string;
}

export interface SearchSummaryDto {
  days: number;
  searches: number;
  zeroResultSearches: number;
  clicks: number;
  clickThrough: number;
  queries: number;
}
