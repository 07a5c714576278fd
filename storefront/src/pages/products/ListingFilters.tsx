import type { CategoryDto, ListingFacets } from '../../api/types';
import type { ListingState } from '../../lib/listing';
import { CategoryFilter } from './CategoryFilter';
import { MoreFilters } from './MoreFilters';
import { PriceFilter } from './PriceFilter';

export interface FiltersProps {
  state: ListingState;
  categories: CategoryDto[] | undefined;
  /** counts of the current results, each with the other filters applied (absent: the catalogue's own) */
  facets: ListingFacets | undefined;
  update: (patch: Partial<ListingState>) => void;
  idPrefix: string;
}

/**
 * Category, price (quick ranges or typed) and stock/offer filters, each choice with how many of
 * the results it would show (facets); the side column on desktop, a sheet on phones.
 */
export function ListingFilters(props: FiltersProps) {
  return (
    <div class="filters">
      <CategoryFilter {...props} />
      <PriceFilter {...props} />
      <MoreFilters {...props} />
    </div>
  );
}
