import { LISTING_PAGE_SIZES, PRODUCT_SORTS, type ProductSort } from '@ward/shared/constants';
import type { Ref } from 'preact';
import { FilterIcon, GridIcon, ListIcon, SearchIcon } from '../../components/Icons';
import { Tooltip } from '../../components/Tooltip';
import { useT } from '../../i18n';
import { withSearch, type ListingState } from '../../lib/listing';

interface Props {
  state: ListingState;
  text: string;
  setText: (text: string) => void;
  searchRef: Ref<HTMLInputElement>;
  /** the filters in force, the search not counted */
  filterCount: number;
  openFilters: () => void;
  go: (next: ListingState, replace?: boolean) => void;
  update: (patch: Partial<ListingState>) => void;
}

/** Search box, the filters button (phones), sort, page size and grid/list view. */
export function ListingToolbar({ state, text, setText, searchRef, filterCount, openFilters, go, update }: Props) {
  const t = useT();
  return (
    <div class="toolbar">
      <form
        class="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go(withSearch(state, text));
        }}
      >
        <label for="listing-search" class="sr-only">
          {t('listing.search')}
        </label>
        <SearchIcon size={18} />
        <input
          id="listing-search"
          ref={searchRef}
          type="search"
          enterKeyHint="search"
          placeholder={t('listing.searchPlaceholder')}
          value={text}
          maxLength={100}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
      </form>
      <div class="toolbar-controls">
        <button type="button" class="btn btn-outline btn-sm only-mobile" onClick={openFilters} aria-haspopup="dialog">
          <FilterIcon size={16} />
          {t('listing.filters')}
          {filterCount ? <span class="count-pill">{filterCount}</span> : null}
        </button>
        <label class="select-label">
          <span>{t('listing.sort')}</span>
          <select value={state.sort} onChange={(e) => update({ sort: (e.target as HTMLSelectElement).value as ProductSort })}>
            {PRODUCT_SORTS.filter((s) => s !== 'relevance' || state.search).map((s) => (
              <option value={s}>{t(`sort.${s}` as 'sort.featured')}</option>
            ))}
          </select>
        </label>
        <label class="select-label">
          <span>{t('listing.perPage')}</span>
          <select value={String(state.pageSize)} onChange={(e) => update({ pageSize: Number((e.target as HTMLSelectElement).value) })}>
            {LISTING_PAGE_SIZES.map((n) => (
              <option value={String(n)}>{n}</option>
            ))}
          </select>
        </label>
        <div class="view-toggle" role="group" aria-label={t('listing.view')}>
          <Tooltip text={t('listing.grid')}>
            <button
              type="button"
              class="icon-btn"
              aria-label={t('listing.grid')}
              aria-pressed={state.view === 'grid'}
              onClick={() => go({ ...state, view: 'grid' }, true)}
            >
              <GridIcon size={20} />
            </button>
          </Tooltip>
          <Tooltip text={t('listing.list')}>
            <button
              type="button"
              class="icon-btn"
              aria-label={t('listing.list')}
              aria-pressed={state.view === 'list'}
              onClick={() => go({ ...state, view: 'list' }, true)}
            >
              <ListIcon size={20} />
            </button>
          </Tooltip>
        </div>
      </div>
    </div>
  );
}
