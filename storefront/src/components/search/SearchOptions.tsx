import type { ComponentChildren } from 'preact';
import type { SearchSuggestionsDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { highlight } from '../../lib/suggestions';
import { useLanguage } from '../../state/preferences';
import { Img } from '../Img';
import { Money } from '../Price';
import type { Choice } from './search-choices';

function Highlighted({ name, query }: { name: string; query: string }) {
  return <>{highlight(name, query).map((part) => (part.match ? <mark>{part.text}</mark> : part.text))}</>;
}

interface OptionProps {
  choice: Choice;
  index: number;
  active: number;
  setActive: (index: number) => void;
  go: (choice: Choice) => void;
  class: string;
  children: ComponentChildren;
}

/** One option of the listbox (a press keeps focus in the text box). */
export function SearchOption({ choice, index, active, setActive, go, class: cls, children }: OptionProps) {
  return (
    <li
      id={choice.id}
      role="option"
      aria-selected={index === active}
      class={`search-option ${cls}${index === active ? ' is-active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => go(choice)}
      onMouseEnter={() => setActive(index)}
    >
      {children}
    </li>
  );
}

type Product = SearchSuggestionsDto['products'][number];
type Category = SearchSuggestionsDto['categories'][number];

/** A product's picture, highlighted name, sold-out mark and price. */
export function ProductSuggestion({ p, query }: { p: Product; query: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <Img image={p.image} alt="" sizes="48px" class="search-thumb" />
      <span class="search-name">
        <Highlighted name={localized(p.name, lang)} query={query} />
        {!p.inStock ? <span class="search-soldout">{t('product.outOfStock')}</span> : null}
      </span>
      <Money amount={p.finalPrice} class="search-price" />
    </>
  );
}

/** A category's highlighted name and how many products match in it. */
export function CategorySuggestion({ c, query }: { c: Category; query: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <span class="search-name">
        <Highlighted name={localized(c.name, lang)} query={query} />
      </span>
      <span class="search-count">{t('search.matches', { count: c.count })}</span>
    </>
  );
}
