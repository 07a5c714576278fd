import { useT } from '../../i18n';
import { CloseIcon, SearchIcon } from '../Icons';
import { SearchListbox } from './SearchListbox';
import { useSearchPanel } from './use-search-panel';

/**
 * Search-as-you-type under the header (WAI-ARIA combobox with a listbox): products with their
 * picture and price, matching categories, "did you mean" and "see all results". Arrow keys move
 * through the choices, Enter opens the chosen one (or searches), Escape closes; right to left in
 * Arabic through the page's own direction.
 */
export default function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { text, setText, active, setActive, input, shown, loading, query, choices, go, goActive, onKeyDown } = useSearchPanel(onClose);
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
            goActive();
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
        <SearchListbox {...{ shown, query, choices, products, categories, open, loading, active, setActive, go }} />
        <p class="sr-only" role="status" aria-live="polite">
          {loading ? t('search.loading') : open ? t('search.count', { count: products.length + categories.length }) : ''}
        </p>
      </div>
    </div>
  );
}
