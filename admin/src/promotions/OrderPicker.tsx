import { Autocomplete, TextField } from '@mui/material';
import type { OrderDto } from '@ward/shared';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

/** A past order found by its number (or its customer), newest first. */
export const OrderPicker = ({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<OrderDto | null>(null);
  const { data = [], isPending } = useGetList<OrderDto>('orders', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={value === null ? null : chosen}
      getOptionLabel={(o) => `${o.orderNumber} · ${o.customerName}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => reason === 'input' && setQ(text)}
      onChange={(_, o) => {
        setChosen(o);
        onChange(o?.id ?? null);
      }}
      renderInput={(params) => <TextField {...params} size="small" label={translate('resources.promotions.preview.orderNumber')} />}
    />
  );
};
