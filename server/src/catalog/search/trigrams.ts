/**
 * pg_trgm's trigrams and similarity, for words the search has already normalised (letters and
 * digits only, lower case): the word padded with two spaces in front and one behind, every three
 * consecutive characters once. Similarity is the shared trigrams over all of both, as float4
 * (PostgreSQL's `similarity()`), so ties and the 0.3 threshold fall exactly where they fall there.
 */
export function trigramsOf(word: string): string[] {
  const chars = [...`  ${word} `];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return [...found];
}

/** `similarity()` from the count of shared trigrams and each side's count. */
export const similarityOf = (shared: number, left: number, right: number): number => Math.fround(shared / (left + right - shared));

/** pg_trgm's default `similarity_threshold`: what the `%` operator asks for. */
export const SIMILARITY_THRESHOLD = 0.3;
