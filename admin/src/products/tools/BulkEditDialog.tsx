import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { BulkProductEdit, BulkProductEditResult, Language, ProductDto } from '@ward/shared';
import { useState } from 'react';
import { HttpError, useDataProvider, useListContext, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WardDataProvider } from '../../providers';
import { checkBulkEdit, EMPTY_BULK_EDIT, type BulkEditForm } from './bulk-edit-form';

const T = 'ward.productTools.bulk';

interface RowProps {
  name: 'price' | 'stock' | 'discount' | 'featured';
  mode: string;
  modes: Array<[string, string]>;
  value?: string;
  valueShownFor?: string[];
  help?: string;
  error?: string;
  onMode: (mode: string) => void;
  onValue?: (value: string) => void;
}

/** One change: what to do (a select) and, when it needs one, the figure. */
const ChangeRow = ({ name, mode, modes, value, valueShownFor = [], help, error, onMode, onValue }: RowProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        select
        name={`${name}Mode`}
        label={translate(`${T}.${name}`)}
        value={mode}
        onChange={(e) => onMode(e.target.value)}
        sx={{ minWidth: 200, flex: 1 }}
        margin="dense"
      >
        {modes.map(([id, label]) => (
          <MenuItem key={id} value={id}>
            {translate(`${T}.modes.${label}`)}
          </MenuItem>
        ))}
      </TextField>
      {valueShownFor.includes(mode) && onValue && (
        <TextField
          name={`${name}Value`}
          label={translate(`${T}.value`)}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          error={!!error}
          helperText={error ?? help}
          margin="dense"
          sx={{ flex: 1, minWidth: 160 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
      )}
    </Box>
  );
};

/** The four changes: price, stock, discount, featured. */
const BulkEditFields = ({
  form,
  errors,
  set,
}: {
  form: BulkEditForm;
  errors: Record<string, string>;
  set: (patch: Partial<BulkEditForm>) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <ChangeRow
        name="price"
        mode={form.priceMode}
        modes={[
          ['none', 'none'],
          ['set', 'set'],
          ['percent', 'percent'],
        ]}
        value={form.price}
        valueShownFor={['set', 'percent']}
        help={translate(`${T}.help.${form.priceMode === 'percent' ? 'percent' : 'price'}`)}
        error={errors['price.value'] ?? errors.price}
        onMode={(m) => set({ priceMode: m as BulkEditForm['priceMode'] })}
        onValue={(v) => set({ price: v })}
      />
      <ChangeRow
        name="stock"
        mode={form.stockMode}
        modes={[
          ['none', 'none'],
          ['set', 'set'],
          ['add', 'add'],
        ]}
        value={form.stock}
        valueShownFor={['set', 'add']}
        help={form.stockMode === 'add' ? translate(`${T}.help.add`) : undefined}
        error={errors['stock.value'] ?? errors.stock}
        onMode={(m) => set({ stockMode: m as BulkEditForm['stockMode'] })}
        onValue={(v) => set({ stock: v })}
      />
      <ChangeRow
        name="discount"
        mode={form.discountMode}
        modes={[
          ['none', 'none'],
          ['on', 'discountOn'],
          ['off', 'discountOff'],
        ]}
        value={form.discount}
        valueShownFor={['on']}
        help={translate(`${T}.help.discount`)}
        error={errors['discount.discountValue'] ?? errors.discount}
        onMode={(m) => set({ discountMode: m as BulkEditForm['discountMode'] })}
        onValue={(v) => set({ discount: v })}
      />
      <ChangeRow
        name="featured"
        mode={form.featured}
        modes={[
          ['none', 'none'],
          ['on', 'featuredOn'],
          ['off', 'featuredOff'],
        ]}
        onMode={(m) => set({ featured: m as BulkEditForm['featured'] })}
      />
    </Box>
  );
};

/**
 * Sets or adjusts price, stock, discount and featured on the selected products (every variant of
 * each), checked with the shared schema, confirmed, then applied all at once by the server.
 */
export const BulkEditDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale() as Language;
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<WardDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext<ProductDto>();
  const [form, setForm] = useState<BulkEditForm>(EMPTY_BULK_EDIT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<BulkProductEdit | null>(null);
  const set = (patch: Partial<BulkEditForm>) => (setForm((f) => ({ ...f, ...patch })), setErrors({}));
  const mutation = useMutation({
    mutationFn: (edit: BulkProductEdit) => dataProvider.post<BulkProductEditResult>('products/bulk', edit),
    onSuccess: ({ data }) => {
      notify(`${T}.done`, { type: 'success', messageArgs: { smart_count: data.products } });
      onUnselectItems();
      refresh();
      onClose();
    },
    onError: (e: Error) => {
      setChecked(null);
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setErrors({ ...(body?.errors ?? {}), _: body?.errors?._ ?? e.message });
    },
  });
  const review = () => {
    const result = checkBulkEdit(form, selectedIds, locale);
    if (result.errors) return setErrors(result.errors);
    setChecked(result.edit);
  };
  const general = errors._ ?? errors.ids ?? errors[''];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-edit-title">
      <DialogTitle id="bulk-edit-title">{translate(`${T}.title`, { smart_count: selectedIds.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate(`${T}.explain`)}</DialogContentText>
        {general && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {general}
          </Alert>
        )}
        {checked ? (
          <Alert severity="warning" role="alertdialog" aria-live="polite">
            {translate(`${T}.confirm`, { smart_count: selectedIds.length })}
          </Alert>
        ) : (
          <BulkEditFields form={form} errors={errors} set={set} />
        )}
      </DialogContent>
      <DialogActions>
        {checked ? (
          <>
            <Button onClick={() => setChecked(null)} disabled={mutation.isPending}>
              {translate(`${T}.back`)}
            </Button>
            <Button variant="contained" autoFocus onClick={() => mutation.mutate(checked)} loading={mutation.isPending}>
              {translate(`${T}.apply`)}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={review}>
              {translate(`${T}.review`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
