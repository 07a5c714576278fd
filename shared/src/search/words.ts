import { stemmer } from 'stemmer';
import { stripDecorations } from '../normalize.js';
import { arabicPrefixLength, arabicStem } from './arabic-stemmer.js';
import { STOP_WORDS } from './data/stop-words.js';
import { collapseRepeats, foldLetters, foldWord } from './fold.js';

/** One word of a text or query, in the forms search compares. */
export interface SearchWord {
  /** as written (tashkeel, tatweel and the article removed): what "did you mean" shows */
  surface: string;
  /** normalised (DESIGN.md §5), accents and hamza seats folded, article cut, repeats collapsed */
  text: string;
  /** `text` light-stemmed (Arabic: suffixes and broken plurals) or Porter-stemmed (Latin) */
  stem: string;
  script: 'arabic' | 'latin' | 'number';
}

export interface SearchWordOptions {
  /** keep "of", "من"… (a query made only of them); dropped by default */
  keepStopWords?: boolean;
  /** at most this many words (the rest is ignored) */
  max?: number;
  /** the fewest letters a word needs (default 2; 1 for a word being typed) */
  minLetters?: number;
}

const ARABIC_LETTERS = '\\u0620-\\u064A\\u066E\\u066F\\u0671-\\u06D3\\u06D5\\u06EE\\u06EF\\u06FA-\\u06FC\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF';
/** A run of Arabic letters, or a run of other letters and digits (Latin words, "3ood", "50ml", "100"). */
const WORD = new RegExp(`[${ARABIC_LETTERS}]+|(?:(?![${ARABIC_LETTERS}])[\\p{L}\\p{N}])+`, 'gu');
/** Longer runs are not words anyone types (pasted junk): ignored rather than indexed or searched. */
const LONGEST_WORD = 40;
const STARTS_ARABIC = new RegExp(`^[${ARABIC_LETTERS}]`);
const DIGITS_ONLY = /^\d+$/;
const HAS_DIGIT = /\d/;

let stopWords: Set<string> | undefined;
const isStopWord = (text: string) => (stopWords ??= new Set(STOP_WORDS.map(foldWord))).has(text);

/** Words repeat across products and queries: their analysis is remembered (a bounded memo). */
const analysed = new Map<string, SearchWord | null>();
const MEMO_SIZE = 20_000;

function analyse(token: string): SearchWord | null {
  let word = analysed.get(token);
  if (word !== undefined) return word;
  word = analyseWord(token);
  if (analysed.size >= MEMO_SIZE) analysed.clear();
  analysed.set(token, word);
  return word;
}

function analyseWord(token: string): SearchWord | null {
  const folded = foldLetters(token);
  if (!folded) return null;
  if (STARTS_ARABIC.test(token)) {
    const cut = arabicPrefixLength(folded);
    const text = collapseRepeats(folded.slice(cut));
    return { surface: token.slice(cut), text, stem: arabicStem(text), script: 'arabic' };
  }
  if (DIGITS_ONLY.test(folded)) return { surface: folded, text: folded, stem: folded, script: 'number' };
  const text = collapseRepeats(folded);
  const stem = text.length < 3 || HAS_DIGIT.test(text) ? text : stemmer(text);
  return { surface: token.toLowerCase(), text, stem, script: 'latin' };
}

/**
 * The one search analysis of the shop, used for product text when it is stored, for every query,
 * and by the storefront header: text split into words (Arabic, Latin and digit runs; punctuation
 * and mixed scripts separate), each normalised, its article cut, repeated letters collapsed and
 * stemmed. "والهدايا" → هدايا / هدي; "Bakhoors" → bakhors / bakhor; "عوود" → عود.
 */
export function searchWords(input: string, options: SearchWordOptions = {}): SearchWord[] {
  const words: SearchWord[] = [];
  const max = options.max ?? Infinity;
  for (const [token] of stripDecorations(input).matchAll(WORD)) {
    if (words.length >= max) break;
    if (token.length > LONGEST_WORD) continue;
    const word = analyse(token);
    if (!word || (word.script !== 'number' && word.text.length < (options.minLetters ?? 2))) continue;
    if (!options.keepStopWords && isStopWord(word.text)) continue;
    words.push(word);
  }
  return words;
}
