import { TRANSLITERATIONS } from './data/transliterations.js';
import { Equivalences } from './equivalences.js';
import { soundAlikeVariants } from './variants.js';
import { searchWords } from './words.js';

const clauses = (eq: Equivalences, query: string, prefixLast = false) => eq.clauses(searchWords(query), { prefixLast });

describe('Equivalences: transliterations and synonyms as query alternatives', () => {
  const eq = new Equivalences(TRANSLITERATIONS);

  it('lets a Latin spelling find the Arabic word and the other spellings, and back', () => {
    const [oudh] = clauses(eq, 'oudh');
    expect(oudh.exact).toEqual(expect.arrayContaining([['عود'], ['oud'], ['oudh']]));
    const [oud] = clauses(eq, 'العود');
    expect(oud.exact).toEqual(expect.arrayContaining([['oudh'], ['3od']]));
    expect(clauses(eq, 'bukhoor')[0].exact).toEqual(expect.arrayContaining([['بخور'], ['bakhor']]));
  });

  it('reads a phrase of a group as one clause with every phrase of its group', () => {
    const withPhrase = new Equivalences([['دهن عود', 'oud oil', 'dehn']]);
    const [clause, ...rest] = clauses(withPhrase, 'دهن العود الكمبودي');
    expect(clause.words.map((w) => w.text)).toEqual(['دهن', 'عود']);
    expect(clause.exact).toEqual(expect.arrayContaining([['دهن', 'عود'], ['oud', 'oil'], ['dehn']]));
    expect(rest.map((c) => c.words[0].text)).toEqual(['كمبودي']);
  });

  it('marks the last word as a prefix only while typing, and only words of three letters get corrections', () => {
    expect(clauses(eq, 'عطر عو', true).map((c) => c.prefix)).toEqual([null, 'عو']);
    expect(clauses(eq, 'عطر عو').map((c) => c.prefix)).toEqual([null, null]);
    expect(clauses(eq, 'مسق 12 عو').map((c) => c.fuzzy)).toEqual(['مسق', null, null]);
  });
});

describe('soundAlikeVariants', () => {
  it('swaps one letter for one that sounds alike in the Gulf', () => {
    expect(soundAlikeVariants('مسق')).toContain('مسك');
    expect(soundAlikeVariants('عمبر')).toContain('عنبر');
    expect(soundAlikeVariants('xyz')).toEqual([]);
  });
});
