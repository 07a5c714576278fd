import { render, screen } from '@testing-library/preact';
import { registerDictionary, t } from '../../i18n';
import { en } from '../../i18n/en';
import { DEFAULT_LISTING } from '../../lib/listing';
import { setLanguage } from '../../state/preferences';
import { activeFilters, FilterChips, filterCount } from './FilterChips';
import { ListingToolbar } from './ListingToolbar';

registerDictionary('en', en);

const searched = { ...DEFAULT_LISTING, search: 'oud', inStock: true };
const toolbar = (count: number) => (
  <ListingToolbar
    state={searched}
    text="oud"
    setText={() => {}}
    searchRef={{ current: null }}
    filterCount={count}
    openFilters={() => {}}
    go={() => {}}
    update={() => {}}
  />
);

describe('the listing’s filters (issue 37 §16)', () => {
  beforeEach(() => setLanguage('en'));

  it('a search is shown as a chip but is not counted as a filter', () => {
    const chips = activeFilters(searched, undefined, t, 'en');
    expect(chips.map((c) => c.label)).toEqual(['“oud”', 'In stock only']);
    expect(filterCount(chips)).toBe(1);
    expect(filterCount(activeFilters({ ...DEFAULT_LISTING, search: 'oud' }, undefined, t, 'en'))).toBe(0);
  });

  it('the phones’ filters button shows the count only when a filter is on', () => {
    const { unmount } = render(toolbar(0));
    expect(screen.getByRole('button', { name: 'Filters' }).textContent).toBe('Filters');
    unmount();
    render(toolbar(1));
    expect(screen.getByRole('button', { name: 'Filters 1' })).toBeTruthy();
  });

  it('"clear all" beside the chips unless the empty results offer it', () => {
    const chips = activeFilters(searched, undefined, t, 'en');
    const { unmount } = render(<FilterChips chips={chips} update={() => {}} clearAll={() => {}} />);
    expect(screen.getAllByRole('button', { name: 'Clear all' })).toHaveLength(1);
    unmount();
    render(<FilterChips chips={chips} update={() => {}} clearAll={null} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  });
});
