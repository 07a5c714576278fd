/**
 * Search normalisation (DESIGN.md §5). Applied to stored text and to every query, so that
 * "عود", "العُود" and "عوّد" meet on the same form.
 */
const TASHKEEL = /[\u064B-\u065F\u0670]/g;
const TATWEEL = /\u0640/g;
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const ALEF_FORMS = /[\u0623\u0625\u0622\u0671]/g; // أ إ آ ٱ
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

/** ٠-٩ and ۰-۹ become 0-9; everything else is left as it is. */
export const westernDigits = (input: string): string =>
  input.replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660)).replace(EXTENDED_ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Compatibility forms composed, bidi marks, tashkeel and tatweel removed: the text as written, undecorated. */
export function stripDecorations(input: string): string {
  return input.normalize('NFKC').replace(BIDI_MARKS, '').replace(TASHKEEL, '').replace(TATWEEL, '');
}

export function normalizeSearchText(input: string): string {
  return westernDigits(stripDecorations(input))
    .replace(ALEF_FORMS, '\u0627')
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/\u0649/g, '\u064A') // ى → ي
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Drops the Arabic definite article from each word, so "العود" also matches "عود". */
export function stripArabicArticle(normalized: string): string {
  return normalized
    .split(' ')
    .map((word) => (word.length > 3 && word.startsWith('ال') ? word.slice(2) : word))
    .join(' ');
}

/** The form stored in the search column and used for queries: normalised, article-free. */
export function searchKey(input: string): string {
  return stripArabicArticle(normalizeSearchText(input));
}
