import { normalizeSearchText } from '../normalize.js';

const MARKS = /\p{M}/gu;
/** Persian and Urdu keyboard letters that Gulf shoppers type for Arabic ones. */
const PERSIAN_LETTERS: Record<string, string> = { '\u06A9': '\u0643', '\u06AA': '\u0643', '\u06CC': '\u064A', '\u06C1': '\u0647', '\u06D5': '\u0647' };
const PERSIAN = /[\u06A9\u06AA\u06CC\u06C1\u06D5]/g;
const REPEATED_LETTER = /(\p{L})\1+/gu;

/**
 * The shop's normalisation (DESIGN.md §5), then accents and hamza seats folded away (é → e,
 * ؤ → و, ئ → ي) and Persian keyboard letters read as Arabic ones.
 */
export function foldLetters(text: string): string {
  return normalizeSearchText(text)
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(PERSIAN, (c) => PERSIAN_LETTERS[c]);
}

/** "عوود" → "عود", "bakhoor" → "bakhor": a held key or a doubled vowel of a Latin spelling still meets the word. */
export function collapseRepeats(word: string): string {
  return word.replace(REPEATED_LETTER, '$1');
}

/** A dictionary word (no article) in its searchable form: for the lexicon and synonym tables. */
export const foldWord = (word: string): string => collapseRepeats(foldLetters(word));
