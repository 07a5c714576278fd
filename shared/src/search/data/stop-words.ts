/**
 * Words too common to narrow a search ("oil for men" must not require "for"). Dropped from
 * product text and from queries, unless a query has nothing else. Normalised when loaded.
 */
export const STOP_WORDS: readonly string[] = [
  // English
  'a', 'an', 'the', 'of', 'and', 'or', 'for', 'with', 'in', 'on', 'to', 'by', 'from', 'at', 'as', 'is', 'are', 'its', 'it', 'this', 'that', 'your', 'our',
  // the Arabic article as Latin spellings write it ("dehn al oud")
  'al', 'el',
  // Arabic
  'من', 'في', 'على', 'إلى', 'الى', 'عن', 'مع', 'أو', 'او', 'ثم', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'كل', 'بعض', 'بين', 'عند', 'لدى', 'قد', 'ما', 'لا', 'ان', 'أن', 'إن',
];
