import { CONFUSABLE_LETTERS } from './data/confusable-letters.js';

let alike: Map<string, string[]> | undefined;
const lettersLike = (): Map<string, string[]> => {
  if (alike) return alike;
  alike = new Map();
  for (const group of CONFUSABLE_LETTERS) {
    for (const letter of group) alike.set(letter, [...new Set([...(alike.get(letter) ?? []), ...group])].filter((l) => l !== letter));
  }
  return alike;
};

/** At most this many variants per word (a long word of confusable letters has many). */
const MAX_VARIANTS = 40;

/**
 * The word with one confusable letter swapped for another of its group ("مسق" → "مسك", "مسج",
 * "مسغ"…): misspellings that trigram similarity ranks too low on short words.
 */
export function soundAlikeVariants(word: string): string[] {
  const like = lettersLike();
  const out: string[] = [];
  for (let i = 0; i < word.length && out.length < MAX_VARIANTS; i++) {
    for (const other of like.get(word[i]) ?? []) out.push(word.slice(0, i) + other + word.slice(i + 1));
  }
  return out.slice(0, MAX_VARIANTS);
}
