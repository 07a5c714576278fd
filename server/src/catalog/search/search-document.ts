import { searchWords, type ProductOptionDto, type SearchWord } from '@ward/shared';

interface Bilingual {
  ar: string;
  en: string;
}

/** Everything about a product a shopper may type. The one place that decides what search sees. */
export interface SearchableProduct {
  name: Bilingual;
  description: Bilingual;
  categoryName: Bilingual | null;
  /** the names of its options' values ("100 مل", "Eau de parfum") */
  optionValues: Bilingual[];
  /** its variants' SKUs (searched, never offered as a spelling correction) */
  skus: string[];
}

export interface SearchDocument {
  /** `tsvector` text: every word's normalised form and stem, name words weighted A, category B, description C */
  vector: string;
  /** the words spelling corrections may lead to: [normalised form, as written] */
  vocabulary: Array<[string, string]>;
}

/** A description longer than this many words adds nothing a shopper types (and keeps vectors small). */
const MAX_FIELD_WORDS = 300;
/** PostgreSQL keeps positions up to 16,383. */
const MAX_POSITION = 16_383;

/** The names of every value of a product's options. */
export const optionValueNames = (options: readonly ProductOptionDto[]): Bilingual[] => options.flatMap((o) => o.values.map((v) => v.name));

interface Field {
  weight: 'A' | 'B' | 'C';
  text: string;
  /** its words may be offered as corrections */
  correctable: boolean;
}

const fieldsOf = (p: SearchableProduct): Field[] => [
  { weight: 'A', text: `${p.name.ar} ${p.name.en}`, correctable: true },
  { weight: 'A', text: p.skus.join(' '), correctable: false },
  { weight: 'B', text: p.categoryName ? `${p.categoryName.ar} ${p.categoryName.en}` : '', correctable: true },
  { weight: 'B', text: p.optionValues.map((v) => `${v.ar} ${v.en}`).join(' '), correctable: true },
  { weight: 'C', text: `${p.description.ar} ${p.description.en}`, correctable: true },
];

/**
 * A product's search document. Each word stands in the vector under its normalised form and its
 * stem, at its position, weighted by field, so "هدايا" and "هدية", "perfumes" and "perfume" meet
 * and a name match outranks a description match.
 */
export function searchDocument(product: SearchableProduct): SearchDocument {
  const positions = new Map<string, string[]>();
  const vocabulary = new Map<string, string>();
  let position = 0;
  const add = (lexeme: string, at: string) => {
    const list = positions.get(lexeme);
    if (!list) positions.set(lexeme, [at]);
    else if (list.at(-1) !== at) list.push(at);
  };
  for (const { weight, text, correctable } of fieldsOf(product)) {
    for (const word of searchWords(text, { max: MAX_FIELD_WORDS })) {
      position = Math.min(position + 1, MAX_POSITION);
      add(word.text, `${position}${weight}`);
      add(word.stem, `${position}${weight}`);
      if (correctable && isCorrectable(word) && !vocabulary.has(word.text)) vocabulary.set(word.text, word.surface);
    }
  }
  const vector = [...positions].map(([lexeme, at]) => `'${lexeme}':${at.join(',')}`).join(' ');
  return { vector, vocabulary: [...vocabulary] };
}

/** Words a misspelling can be corrected to: letters, three or more. */
export const isCorrectable = (word: SearchWord): boolean => word.script !== 'number' && word.text.length >= 3;
