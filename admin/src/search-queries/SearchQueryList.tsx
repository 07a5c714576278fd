import AddIcon from '@mui/icons-material/Add';
import type { SearchQueryStatDto } from '@ward/shared';
import { BooleanInput, Button, DataTable, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { WardDateField } from '../common/fields';
import { WardPagination } from '../common/WardPagination';
import { ClickedProducts } from './ClickedProducts';
import { SearchSummary } from './SearchSummary';
import { PERIODS } from './useSearchFigures';

const filters = [
  <SelectInput key="days" source="days" choices={PERIODS.map((id) => ({ id, name: `resources.search-queries.periods.${id}` }))} alwaysOn />,
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="zero" source="zero" alwaysOn />,
];

/** A query that finds nothing is fixed by a synonym: the button opens a new group holding it. */
const AddSynonym = () => {
  const record = useRecordContext<SearchQueryStatDto>();
  if (!record || record.results > 0) return null;
  return (
    <Button
      component={Link}
      to={`/search-synonyms/create?term=${encodeURIComponent(record.query)}`}
      label="resources.search-queries.add_synonym"
      onClick={(e) => e.stopPropagation()}
    >
      <AddIcon />
    </Button>
  );
};

const percent = { style: 'percent', maximumFractionDigits: 1 } as const;

/** Most searched first; a row opens the products shoppers went to after that search. */
export const SearchQueryList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ days: 30 }}
    sort={{ field: 'searches', order: 'DESC' }}
    perPage={25}
    pagination={<WardPagination />}
    exporter={false}
  >
    <SearchSummary />
    <DataTable bulkActionButtons={false} expand={<ClickedProducts />} expandSingle rowClick="expand">
      <DataTable.Col source="query" render={(r: SearchQueryStatDto) => <bdi>{r.query}</bdi>} />
      <DataTable.NumberCol source="searches" />
      <DataTable.NumberCol source="zeroResults" />
      <DataTable.NumberCol source="results" />
      <DataTable.NumberCol source="clicks" />
      <DataTable.NumberCol source="clickThrough" options={percent} />
      <DataTable.Col source="lastSearched" render={() => <WardDateField source="lastSearched" showTime={false} />} />
      <DataTable.Col label="resources.search-queries.fields.actions" render={() => <AddSynonym />} disableSort />
    </DataTable>
  </List>
);
