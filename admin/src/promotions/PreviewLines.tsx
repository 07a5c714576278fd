import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, IconButton, Stack, TextField } from '@mui/material';
import type { ProductDto } from '@ward/shared';
import { useState } from 'react';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { localized } from '../common/fields';
import type { PreviewCart } from './usePromotionPreview';

type Line = PreviewCart['lines'][number];
const P = 'resources.promotions.preview.';

/** One sample line: a product found by name, and how many. */
const LineInput = ({ line, onChange, onRemove }: { line: Line; onChange: (l: Line) => void; onRemove: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ProductDto | null>(null);
  const { data = [], isPending } = useGetList<ProductDto>('products', { filter: q ? { q } : {}, pagination: { page: 1, perPage: 10 } });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Autocomplete
        options={data}
        loading={isPending}
        value={chosen}
        getOptionLabel={(p) => localized(p.name, locale)}
        filterOptions={(x) => x}
        onInputChange={(_, value, reason) => reason === 'input' && setQ(value)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, p) => {
          setChosen(p);
          onChange({ ...line, productId: p?.id ?? null });
        }}
        renderInput={(params) => <TextField {...params} size="small" label={translate(`${P}product`)} />}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        type="number"
        label={translate(`${P}quantity`)}
        value={line.quantity}
        onChange={(e) => onChange({ ...line, quantity: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
        slotProps={{ htmlInput: { min: 1, max: 99 } }}
        sx={{ width: 96 }}
      />
      <IconButton aria-label={translate(`${P}removeLine`)} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
};

/** The sample cart's lines, each editable, and a button to add one. */
export const PreviewLines = ({ lines, onChange }: { lines: Line[]; onChange: (lines: Line[]) => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      {lines.map((line, i) => (
        <LineInput
          key={line.key}
          line={line}
          onChange={(l) => onChange(lines.map((x, k) => (k === i ? l : x)))}
          onRemove={() => onChange(lines.filter((_, k) => k !== i))}
        />
      ))}
      <Button onClick={() => onChange([...lines, { key: Date.now(), productId: null, quantity: 1 }])} sx={{ alignSelf: 'flex-start' }}>
        {translate(`${P}addLine`)}
      </Button>
    </Stack>
  );
};
