import { BROKEN_PLURALS, WAW_WORDS } from './data/broken-plurals.js';
import { foldLetters, foldWord } from './fold.js';

/** The article with a proclitic before it ("والعود", "بالمسك"): cut when at least two letters stay. */
const ARTICLES_WITH_PROCLITIC = ['وال', 'بال', 'كال', 'فال'];
/** Light10's suffixes (Larkey et al.), normalised: ة is ه and ى is ي by now. */
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];
/** A stem keeps at least three letters: most Arabic roots have three. */
const MIN_STEM = 3;

let plurals: Map<string, string> | undefined;
let known: Set<string> | undefined;
/** The lexicon's words: a و that begins one is part of it ("ورود"). */
const knownWords = (): Set<string> => (known ??= new Set([...pluralToSingular()].flat()));
const pluralToSingular = (): Map<string, string> =>
  (plurals ??= new Map(Object.entries(BROKEN_PLURALS).map(([plural, singular]) => [foldWord(plural), foldWord(singular)])));

/**
 * How many leading letters of a normalised Arabic word (repeats not yet collapsed) are the article and its proclitics
 * (ال، لل، وال، بال، كال، فال, or a lone و meaning "and"). The lone ب، ل، ف، ك are left alone:
 * too many of the shop's words begin with them (بخور، لبان، فانيلا، كمبودي).
 */
export function arabicPrefixLength(word: string): number {
  for (const prefix of ARTICLES_WITH_PROCLITIC) if (word.startsWith(prefix) && word.length - 3 >= 2) return 3;
  if (word.startsWith('لل') && word.length - 2 >= 3) return 2;
  if (word.startsWith('ال') && word.length - 2 >= 2) return 2;
  if (word.startsWith('و') && word.length - 1 >= 3 && !WAW_WORDS.some((w) => word.startsWith(foldLetters(w))) && !knownWords().has(word)) return 1;
  return 0;
}

/**
 * Light stemming of one normalised Arabic word whose prefixes are already cut: broken plurals
 * through the lexicon, then the common suffixes (ات، ون، ين، ها، ة…) as long as any comes off,
 * never below three letters.
 */
export function arabicStem(word: string): string {
  const lexicon = pluralToSingular();
  let stem = lexicon.get(word) ?? word;
  // cut until nothing more comes off: "نسائية" and "نسائي" both end as "نسا"
  for (let cut = true; cut; ) {
    cut = false;
    for (const suffix of SUFFIXES) {
      if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
        stem = stem.slice(0, -suffix.length);
        cut = true;
      }
    }
  }
  return lexicon.get(stem) ?? stem;
}
