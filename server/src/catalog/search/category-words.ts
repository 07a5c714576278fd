import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { searchWords, type Localized, type SearchWord } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { CatalogEvents } from '../catalog-events.js';

export interface CategoryWords {
  id: number;
  name: Localized;
  /** every word of both names, normalised and stemmed */
  words: Set<string>;
}

/**
 * The categories with the words of their names (a shop has tens of them), read once per
 * catalogue change: for the categories a search suggests and the closest ones when it finds nothing.
 */
@Injectable()
export class CategoryNames {
  private categories: Promise<CategoryWords[]> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    events: CatalogEvents,
  ) {
    events.onChange(() => (this.categories = null));
  }

  all(): Promise<CategoryWords[]> {
    if (!this.categories) {
      const reading = this.db
        .query<Array<{ id: number; nameAr: string; nameEn: string }>>(`SELECT id, "nameAr", "nameEn" FROM categories ORDER BY id`)
        .then((rows) =>
          rows.map((r) => ({
            id: r.id,
            name: { ar: r.nameAr, en: r.nameEn },
            words: new Set(searchWords(`${r.nameAr} ${r.nameEn}`, { keepStopWords: true }).flatMap((w) => [w.text, w.stem])),
          })),
        );
      this.categories = reading;
      reading.catch(() => this.categories === reading && (this.categories = null));
    }
    return this.categories;
  }
}

/** How many of the words a category's name holds (as typed, stemmed, or, for the last one, begun). */
export function wordsNamed(category: CategoryWords, words: SearchWord[], lastAsPrefix: boolean): number {
  const last = words.length - 1;
  return words.filter(
    (w, i) =>
      category.words.has(w.text) ||
      category.words.has(w.stem) ||
      (lastAsPrefix && i === last && [...category.words].some((form) => form.startsWith(w.text))),
  ).length;
}
