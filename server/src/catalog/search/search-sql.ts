import { productsInStock } from '../variants/variant-sql.js';

/**
 * The search statement, in parts. Input: one row per clause: $1 exact alternatives and $2 the
 * prefix alternative (tsquery text or ''), $3 the word to correct and $4 its sound-alike
 * variants (space-separated, or ''). Corrections come from the vocabulary: a sound-alike variant
 * the shop uses (0.9), or trigram similarity (pg_trgm's `%`, GIN-indexed); up to four per word,
 * within 0.25 of the best, and only close ones (≥ 0.5) for a word the shop already knows.
 *
 * A product matches when every clause matches one way or another. It ranks by tier first (every
 * clause exact or as typed so far), then ts_rank: a name (A) above a category (B) above a
 * description (C).
 */
export const RANK_WEIGHTS = `'{0.05, 0.1, 0.3, 1.0}'`;

export const SEARCH_CTES = `
  clause AS MATERIALIZED (
    SELECT c.i, c.exact, c.prefix, c.fuzzy, c.alike, EXISTS (SELECT 1 FROM search_terms t WHERE t.term = c.fuzzy) AS known
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS c(exact, prefix, fuzzy, alike, i)
  ),
  candidate AS (
    SELECT c.i, c.known, t.term, t.surface, max(t.score) AS score
    FROM clause c CROSS JOIN LATERAL (
      SELECT term, surface, 0.9::real AS score FROM search_terms WHERE c.alike <> '' AND term = ANY (string_to_array(c.alike, ' '))
      UNION ALL
      (SELECT term, surface, similarity(term, c.fuzzy) FROM search_terms
        WHERE c.fuzzy <> '' AND term % c.fuzzy AND term <> c.fuzzy ORDER BY 3 DESC, term LIMIT 8)
    ) t
    GROUP BY c.i, c.known, t.term, t.surface
  ),
  correction AS MATERIALIZED (
    SELECT i, known, term, surface, score FROM (
      SELECT k.*, max(k.score) OVER (PARTITION BY k.i) AS best, row_number() OVER (PARTITION BY k.i ORDER BY k.score DESC, k.term) AS n
      FROM candidate k
    ) k
    WHERE n <= 4 AND score >= best - 0.25 AND score >= CASE WHEN known THEN 0.5 ELSE 0.3 END
  ),
  query AS MATERIALIZED (
    SELECT
      string_agg('(' || c.exact || CASE WHEN c.prefix <> '' THEN ' | ' || c.prefix ELSE '' END || ')', ' & ' ORDER BY c.i)::tsquery AS strict,
      string_agg('(' || c.exact || CASE WHEN c.prefix <> '' THEN ' | ' || c.prefix ELSE '' END
        || (SELECT coalesce(string_agg(' | ' || quote_literal(k.term), ''), '') FROM correction k WHERE k.i = c.i) || ')', ' & ' ORDER BY c.i)::tsquery AS loose
    FROM clause c
  )`;

/**
 * Every match's id, best first, and the corrections found: one row `{ ids, corrections }`.
 * Stock breaks ties of tier and rank (nearly every match ties on a common word), so it is read
 * set-based for all matches at once, not with variant-sql's per-product subquery (two index
 * probes per match, most of the statement's work on a query matching thousands).
 */
export const SEARCH_IDS = `
  WITH ${SEARCH_CTES},
  matched AS MATERIALIZED (
    SELECT p.id, p."searchVector" @@ q.strict AS strict, ts_rank(${RANK_WEIGHTS}, p."searchVector", q.loose) AS rank,
      p."isFeatured" AS featured, p."createdAt" AS created
    FROM products p, query q
    WHERE p."searchVector" @@ q.loose
  ),
  in_stock AS (${productsInStock('SELECT id FROM matched')}
  )
  SELECT
    (SELECT array_agg(m.id ORDER BY m.strict DESC, m.rank DESC, (st.id IS NOT NULL) DESC, m.featured DESC, m.created DESC, m.id DESC)
      FROM matched m LEFT JOIN in_stock st ON st.id = m.id) AS ids,
    (SELECT json_agg(json_build_object('clause', k.i, 'known', k.known, 'term', k.term, 'surface', k.surface, 'score', k.score)) FROM correction k) AS corrections`;
