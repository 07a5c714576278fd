import { createCategory, createProduct } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { lexeme } from './search-query.js';
import { CORRECTIONS, PRESENT } from './search-sql.js';
import { SearchVocabulary } from './search-vocabulary.js';
import type { VocabularyIndex } from './vocabulary-index.js';

const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

/** Every single-letter slip of a word at a few places (deterministic: the test compares, it does not sample). */
function slipsOf(word: string): string[] {
  const letters = /[\u0600-\u06FF]/.test(word) ? ARABIC : LATIN;
  const chars = [...word];
  return [0, 1, chars.length - 1].flatMap((at) =>
    [letters[(at * 7 + chars.length) % letters.length], letters[(at * 3 + 11) % letters.length]].map((letter) =>
      chars.map((c, i) => (i === at ? letter : c)).join(''),
    ),
  );
}

/**
 * The vocabulary in memory (search-vocabulary.ts) answers exactly what PostgreSQL's CORRECTIONS
 * and PRESENT answer: the same corrections, in the same order, with the same scores, and the same
 * words and prefixes held, for every word of the shop and its slips.
 */
describe('search vocabulary in memory', () => {
  let t: TestApp;
  let vocabulary: VocabularyIndex;
  let terms: string[];

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    const category = (await createCategory(t)).id;
    await createProduct(t, category, { name: { ar: 'عود موروكي معتق', en: 'Aged Moroccan Oud' } });
    vocabulary = (await t.get(SearchVocabulary).ready())!;
    terms = (await t.db.query<Array<{ term: string }>>(`SELECT term FROM search_terms ORDER BY term`)).map((r) => r.term);
  }, 180_000);
  afterAll(() => t.close());

  it('has read the whole vocabulary', () => {
    expect(terms.length).toBeGreaterThan(200);
    expect(vocabulary.size).toBe(terms.length);
  });

  it('corrects every word of the shop and its slips as PostgreSQL does', async () => {
    const words = [...new Set(terms.flatMap((term) => [term, ...slipsOf(term)]))];
    // sound-alike forms for a few: the alike branch scores 0.9
    const alike = words.map((w, i) => (i % 5 === 0 ? terms.slice(i % terms.length, (i % terms.length) + 2).join(' ') : ''));
    const rows = await t.db.query<Array<{ i: number; known: boolean; term: string; surface: string; score: number }>>(CORRECTIONS, [
      words,
      alike,
    ]);
    const fromSql = words.map((_, n) =>
      rows.filter((r) => r.i === n + 1).map(({ known, term, surface, score }) => ({ known, term, surface, score })),
    );
    let corrected = 0;
    words.forEach((word, n) => {
      const fromMemory = vocabulary.corrections(word, alike[n]);
      if (fromMemory.length) corrected++;
      const round = (list: typeof fromMemory) => list.map((c) => ({ ...c, score: Number(c.score.toPrecision(6)) }));
      expect({ word, corrections: round(fromMemory) }).toEqual({ word, corrections: round(fromSql[n]) });
    });
    // not a comparison of two empty lists
    expect(corrected).toBeGreaterThan(words.length / 3);
  }, 120_000);

  it('holds the words and prefixes the products hold, as PostgreSQL finds them', async () => {
    const operands = [
      ...new Set(terms.flatMap((term) => [lexeme(term), `${lexeme([...term].slice(0, 2).join(''))}:*`, ...slipsOf(term).map(lexeme)])),
    ];
    const held = new Set((await t.db.query<Array<{ q: string }>>(PRESENT, [operands])).map((r) => r.q));
    expect(held.size).toBeGreaterThan(100);
    expect(operands.filter((o) => vocabulary.holds(o))).toEqual(operands.filter((o) => held.has(o)));
  });

  it('reads the vocabulary again after a catalogue change, and answers from PostgreSQL meanwhile', async () => {
    const before = t.get(SearchVocabulary).current();
    expect(before?.holds(lexeme('zanzibar'))).toBe(false);
    await createProduct(t, (await createCategory(t)).id, { name: { ar: 'قرنفل زنجبار', en: 'Zanzibar Clove' } });
    // the change made it stale: until it is read again the search asks PostgreSQL
    expect(t.get(SearchVocabulary).current()).toBeNull();
    const found = await t.api.get(`/api/products?search=zanzibra`, { lang: 'en' });
    expect(found.body.data.items.map((p: { name: { en: string } }) => p.name.en)).toContain('Zanzibar Clove');
    const after = await t.get(SearchVocabulary).ready();
    expect(after?.corrections('zanzibra', '').map((c) => c.term)).toContain('zanzibar');
    expect(after?.holds(`${lexeme('zanzib')}:*`)).toBe(true);
  });
});
