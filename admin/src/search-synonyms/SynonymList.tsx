import { Chip, Stack } from '@mui/material';
import type { SynonymDto } from '@ward/shared';
import { DataTable, List, SearchInput } from 'react-admin';
import { WardDateField } from '../common/fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Terms = ({ record }: { record: SynonymDto }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {record.terms.map((term) => (
      <Chip key={term} size="small" label={term} dir="auto" />
    ))}
  </Stack>
);

export const SynonymList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
    <DataTable rowClick="edit">
      <DataTable.Col source="terms" render={(record: SynonymDto) => <Terms record={record} />} disableSort />
      <DataTable.Col source="updatedAt" field={WardDateField} />
    </DataTable>
  </List>
);
