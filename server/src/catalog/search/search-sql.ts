/**
 * The search statements. A query is answered in two steps so that the costly one can be shared:
 * spelling corrections per word and which word forms any product holds (CORRECTIONS and PRESENT,
 * cheap), then the products matching the query they make (MATCHES, the costly one, kept per
 * resulting tsquery by product-search.ts: "عطحر" and "عظور" both become `'عطر' | 'عطور' | …` and
 * are read once). With nothing kept to share, SEARCH_AT_ONCE does all three in one statement.
 */

/** ts_rank's weights for D, C (description), B (category, options) and A (name, SKU). */
export const RANK_WEIGHTS = `'{0.05, 0.1, 0.3, 1.0}'`;

/**
 * The corrections' common expressions: `word`, `candidate`, `correction` (see CORRECTIONS). Words
 * order by code point (COLLATE "C") whatever the database's collation, as the same rules kept in
 * memory do (vocabulary-index.ts): the two must agree.
 */
const CORRECTION_CTES = `
  word AS MATERIALIZED (
    SELECT w.i, w.fuzzy, w.alike, EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.fuzzy) AS known
    FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS w(fuzzy, alike, i)
  ),
  candidate AS (
    SELECT w.i, w.known, t.term, t.surface, max(t.score) AS score
    FROM word w CROSS JOIN LATERAL (
      SELECT term, surface, 0.9::real AS score FROM search_terms WHERE w.alike <> '' AND term = ANY (string_to_array(w.alike, ' '))
      UNION ALL
      (SELECT term, surface, similarity(term, w.fuzzy) FROM search_terms
        WHERE term % w.fuzzy AND term <> w.fuzzy ORDER BY 3 DESC, term COLLATE "C" LIMIT 8)
    ) t
    GROUP BY w.i, w.known, t.term, t.surface
  ),
  correction AS MATERIALIZED (
    SELECT i::int, known, term, surface, score FROM (
      SELECT k.*, max(k.score) OVER (PARTITION BY k.i) AS best, row_number() OVER (PARTITION BY k.i ORDER BY k.score DESC, k.term COLLATE "C") AS n
      FROM candidate k
    ) k
    WHERE n <= 4 AND score >= best - 0.25 AND score >= CASE WHEN known THEN 0.5 ELSE 0.3 END
  )`;

/**
 * Spelling corrections for words, from the vocabulary: $1 the words, $2 each one's sound-alike
 * variants (space-separated, or ''). A sound-alike variant the shop uses scores 0.9, otherwise
 * trigram similarity (pg_trgm's `%`, GIN-indexed); up to four per word, within 0.25 of the best,
 * and only close ones (≥ 0.5) for a word the shop already knows. One row per correction:
 * `{ i, known, term, surface, score }`, `i` the 1-based position of the word in $1.
 */
export const CORRECTIONS = `
  WITH ${CORRECTION_CTES}
  SELECT * FROM correction ORDER BY i, score DESC, term COLLATE "C"`;

/**
 * The products matching $2 (the loose tsquery: every clause exact, as typed so far, or corrected),
 * best first: those matching $1 (the strict tsquery: no correction; '' for none) first, then by
 * ts_rank (a name above a category above a description). One row: `ids` in that order with
 * each one's `strict` and `ranks`, equal ones a tie that product-search.ts breaks with what the catalogue index knows (in stock first, then the shop's
 * featured order): no stock or product columns read here. The vectors live in their own narrow
 * table (about ten products a page, where `products` holds two), so a query matching thousands
 * reads a fifth of the pages. One sort of ids and ranks only (the aggregates share it; MATERIALIZED, or the
 * planner would sort the vectors along and rank in the sort).
 */
export const MATCHES = `
  WITH matched AS MATERIALIZED (
    SELECT s.id, $1::text = $2::text OR coalesce(s.vector @@ nullif($1::text, '')::tsquery, false) AS strict,
      ts_rank(${RANK_WEIGHTS}, s.vector, $2::text::tsquery) AS rank
    FROM product_search_vectors s WHERE s.vector @@ $2::text::tsquery
  )
  SELECT coalesce(array_agg(id ORDER BY strict DESC, rank DESC), '{}') AS ids,
    coalesce(array_agg(strict ORDER BY strict DESC, rank DESC), '{}') AS strict,
    coalesce(array_agg(rank ORDER BY strict DESC, rank DESC), '{}') AS ranks
  FROM matched`;

/** Which of the tsquery operands $1 (`'word'`, `'pre':*`) some product holds (GIN lookups). */
export const PRESENT = `
  SELECT q FROM unnest($1::text[]) AS q
  WHERE EXISTS (SELECT 1 FROM product_search_vectors s WHERE s.vector @@ q::tsquery)`;

/**
 * Everything at once, for a query asked when no matches are kept (right after a catalogue change:
 * nothing to share, so one statement instead of CORRECTIONS, PRESENT and MATCHES): $1 and $2 as
 * in CORRECTIONS, $3 as in PRESENT, $4 each clause's exact and prefix alternatives (tsquery text),
 * $5 each clause's word in $1 (1-based, 0 for none). The tsquery keeps every operand (those no
 * product holds change neither the matches nor their order). One row: `corrections` (JSON, as
 * CORRECTIONS' rows, in its order), `present` and MATCHES' `ids`, `strict` and `ranks`.
 */
export const SEARCH_AT_ONCE = `
  WITH ${CORRECTION_CTES},
  query AS MATERIALIZED (
    SELECT
      string_agg('(' || c.base || ')', ' & ' ORDER BY c.n)::tsquery AS strict,
      string_agg('(' || c.base || (SELECT coalesce(string_agg(' | ' || quote_literal(k.term), '' ORDER BY k.score DESC, k.term COLLATE "C"), '')
        FROM correction k WHERE k.i = c.w) || ')', ' & ' ORDER BY c.n)::tsquery AS loose
    FROM unnest($4::text[], $5::int[]) WITH ORDINALITY AS c(base, w, n)
  ),
  matched AS MATERIALIZED (
    SELECT s.id, s.vector @@ q.strict AS strict, ts_rank(${RANK_WEIGHTS}, s.vector, q.loose) AS rank
    FROM product_search_vectors s, query q WHERE s.vector @@ q.loose
  )
  SELECT
    (SELECT json_agg(json_build_object('i', k.i, 'known', k.known, 'term', k.term, 'surface', k.surface, 'score', k.score) ORDER BY k.i, k.score DESC, k.term COLLATE "C")
      FROM correction k) AS corrections,
    (SELECT coalesce(array_agg(q), '{}') FROM unnest($3::text[]) AS q
      WHERE EXISTS (SELECT 1 FROM product_search_vectors s WHERE s.vector @@ q::tsquery)) AS present,
    m.ids, m.strict, m.ranks
  FROM (
    SELECT coalesce(array_agg(id ORDER BY strict DESC, rank DESC), '{}') AS ids,
      coalesce(array_agg(strict ORDER BY strict DESC, rank DESC), '{}') AS strict,
      coalesce(array_agg(rank ORDER BY strict DESC, rank DESC), '{}') AS ranks
    FROM matched
  ) m`;
