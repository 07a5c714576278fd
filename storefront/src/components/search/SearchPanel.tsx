import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { localized, useT } from '../../i18n';
import { recordSearchClick } from '../../lib/search-clicks';
import { highlight, useSuggestions } from '../../lib/suggestions';
import { useLanguage } from '../../state/preferences';
import { CloseIcon, SearchIcon } from '../Icons';
import { Img } from '../Img';
import { Money } from '../Price';

/** One choice of the list, in keyboard order. */
interface Choice {
  id: string;
  href: string;
  /** a correction replaces the text instead of leaving the page */
  replaceWith?: string;
  productId?: number;
}

const resultsHref = (q: string) => `/products?search=${encodeURIComponent(q)}`;

function Highlighted({ name, query }: { name: string; query: string }) {
  return <>{highlight(name, query).map((part) => (part.match ? <mark>{part.text}</mark> : part.text))}</>;
}

/**
 * Search-as-you-type under the header (WAI-ARIA combobox with a listbox): products with their
 * picture and price, matching categories, "did you mean" and "see all results". Arrow keys move
 * through the choices, Enter opens the chosen one (or searches), Escape closes; right to left in
 * Arabic through the page's own direction.
 */
export default function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // the last answer stays on screen while the next one loads
  const { data: shown, loading } = useSuggestions(text);
  const query = text.trim();

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [shown]);

  const choices: Choice[] = [];
  if (shown?.didYouMean) choices.push({ id: 'search-fix', href: resultsHref(shown.didYouMean), replaceWith: shown.didYouMean });
  for (const p of shown?.products ?? []) choices.push({ id: `search-p${p.id}`, href: `/products/${p.id}`, productId: p.id });
  for (const c of shown?.categories ?? []) choices.push({ id: `search-c${c.id}`, href: `/products?categoryId=${c.id}` });
  if (query && shown) choices.push({ id: 'search-all', href: resultsHref(query) });

  const go = (choice: Choice | undefined) => {
    if (choice?.replaceWith) {
      setText(choice.replaceWith);
      input.current?.focus();
      return;
    }
    if (!choice && !query) return;
    if (choice?.productId && shown) recordSearchClick(shown.query, choice.productId, 'suggestions');
    onClose();
    route(choice?.href ?? resultsHref(query));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!choices.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: moving past either end comes back to it
      setActive((a) => {
        const next = a + step;
        return next >= choices.length ? -1 : next < -1 ? choices.length - 1 : next;
      });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(active >= 0 ? choices[active] : undefined);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text) setText('');
      else onClose();
    }
  };

  const option = (choice: Choice, content: preact.ComponentChildren, cls: string) => {
    const index = choices.indexOf(choice);
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
        {content}
      </li>
    );
  };

  const products = choices.filter((c) => c.productId);
  const categories = choices.filter((c) => c.id.startsWith('search-c'));
  const open = !!query && !!shown;
  return (
    <div class="search-panel" role="dialog" aria-label={t('search.label')}>
      <div class="search-backdrop" onClick={onClose} />
      <div class="container search-sheet">
        <form
          class="search-box search-box-header"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go(active >= 0 ? choices[active] : undefined);
          }}
        >
          <SearchIcon size={18} />
          <input
            ref={input}
            type="search"
            role="combobox"
            list={undefined}
            aria-label={t('search.label')}
            aria-expanded={open}
            aria-controls="search-listbox"
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? choices[active]?.id : undefined}
            enterKeyHint="search"
            autoComplete="off"
            spellcheck={false}
            maxLength={100}
            placeholder={t('listing.searchPlaceholder')}
            value={text}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" class="icon-btn" aria-label={t('search.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </form>
        <ul
          id="search-listbox"
          role="listbox"
          aria-label={t('search.label')}
          class="search-list"
          aria-busy={loading ? 'true' : undefined}
          hidden={!open}
        >
          {shown?.didYouMean
            ? option(choices[0], <span class="search-fix">{t('search.didYouMean', { query: shown.didYouMean })}</span>, 'search-option-fix')
            : null}
          {products.length ? (
            <li role="presentation" class="search-heading">
              {t('search.products')}
            </li>
          ) : null}
          {products.map((choice) => {
            const p = shown!.products.find((x) => x.id === choice.productId)!;
            const name = localized(p.name, lang);
            return option(
              choice,
              <>
                <Img image={p.image} alt="" sizes="48px" class="search-thumb" />
                <span class="search-name">
                  <Highlighted name={name} query={query} />
                  {!p.inStock ? <span class="search-soldout">{t('product.outOfStock')}</span> : null}
                </span>
                <Money amount={p.finalPrice} class="search-price" />
              </>,
              'search-option-product',
            );
          })}
          {categories.length ? (
            <li role="presentation" class="search-heading">
              {t('search.categories')}
            </li>
          ) : null}
          {categories.map((choice) => {
            const c = shown!.categories.find((x) => `search-c${x.id}` === choice.id)!;
            return option(
              choice,
              <>
                <span class="search-name">
                  <Highlighted name={localized(c.name, lang)} query={query} />
                </span>
                <span class="search-count">{t('search.matches', { count: c.count })}</span>
              </>,
              'search-option-category',
            );
          })}
          {open && !products.length && !categories.length && !shown?.didYouMean ? (
            <li role="presentation" class="search-empty">
              {t('search.none', { query })}
            </li>
          ) : null}
          {open ? option(choices[choices.length - 1], <span>{t('search.seeAll', { query })}</span>, 'search-option-all') : null}
        </ul>
        <p class="sr-only" role="status" aria-live="polite">
          {loading ? t('search.loading') : open ? t('search.count', { count: products.length + categories.length }) : ''}
        </p>
      </div>
    </div>
  );
}
